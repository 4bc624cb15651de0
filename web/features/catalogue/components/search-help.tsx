import { ActionIcon, List, Text } from '@mantine/core'
import { IconHelpCircle } from '@tabler/icons-react'
import { LazyTooltip } from '#web/components/lazy-tooltip.tsx'
import { SEARCH_PATTERNS } from '../logic/messages'

/** The search patterns as a short list (the landing page shows it, the tooltip repeats it). */
export function SearchPatternList({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <List size={size} spacing={2}>
      {SEARCH_PATTERNS.map(({ pattern, meaning }) => (
        <List.Item key={pattern}>
          <Text span ff="monospace" fw={700} size={size}>
            {pattern}
          </Text>{' '}
          = {meaning}
        </List.Item>
      ))}
    </List>
  )
}

/** The help tooltip of the search box (product.md §2.6); opens on tap too, buyers are on phones. */
export function SearchHelpTooltip() {
  const label = (
    <div>
      <Text size="xs" fw={700} mb={4}>
        Pola pencarian No. Part
      </Text>
      <SearchPatternList size="xs" />
    </div>
  )
  return (
    <LazyTooltip
      label={label}
      multiline
      w={230}
      withArrow
      position="bottom-end"
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" color="gray" aria-label="Bantuan pola pencarian">
        <IconHelpCircle size={20} aria-hidden />
      </ActionIcon>
    </LazyTooltip>
  )
}
