import { Button, Group, Text } from '@mantine/core'
import { IconBolt } from '@tabler/icons-react'
import { QUICK_SEARCHES, type QuickSearch } from '../logic/quick-searches'

/** One tap opens the catalogue on a common search. */
export function QuickSearchChips({ onPick }: { onPick: (quick: QuickSearch) => void }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={6} id="quick-search-label">
        Pencarian cepat
      </Text>
      <Group gap="xs" role="group" aria-labelledby="quick-search-label">
        {QUICK_SEARCHES.map((quick) => (
          <Button
            key={quick.label}
            size="xs"
            radius="xl"
            variant="light"
            leftSection={<IconBolt size={14} aria-hidden />}
            onClick={() => onPick(quick)}
          >
            {quick.label}
          </Button>
        ))}
      </Group>
    </div>
  )
}
