// The moves of the ticked lines, under the list and kept in sight at the bottom of the screen while
// it scrolls: the buyer's 'Pesan Sisa' and 'Batalkan Sisa', the staff's 'Batalkan Sisa' alone.
import { Button, Group, Paper, Text } from '@mantine/core'
import { IconBan, IconShoppingCartPlus } from '@tabler/icons-react'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderSide } from '../api/keys'
import type { BackorderActions } from '../hooks/use-backorder-actions'
import type { Selection } from '../hooks/use-selection'
import { BACKORDER_UI } from '../logic/messages'

interface ActionBarProps {
  side: BackorderSide
  selection: Selection
  actions: BackorderActions
  onBatal: () => void
}

export function BackorderActionBar({ side, selection, actions, onBatal }: ActionBarProps) {
  if (selection.openCount === 0) return null
  const count = selection.chosen.length
  const none = count === 0
  return (
    <Paper
      withBorder
      shadow="sm"
      p="xs"
      radius="md"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 2 }}
      role="region"
      aria-label={BACKORDER_UI.actionsLabel}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c={none ? 'dimmed' : undefined} fw={none ? 400 : 700} aria-live="polite" style={{ flex: '1 1 10rem' }}>
          {none ? (side === 'user' ? BACKORDER_UI.chooseHint : BACKORDER_UI.chooseHintStaff) : BACKORDER_UI.chosen(count)}
        </Text>
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 0 auto' }} justify="flex-end">
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            disabled={none || actions.busy === 'pesan'}
            onClick={onBatal}
          >
            {BACKORDER_TEXT.batal}
          </Button>
          {side === 'user' ? (
            <Button
              leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
              disabled={none || actions.busy === 'batal'}
              loading={actions.busy === 'pesan'}
              onClick={() => actions.pesan(selection.chosen)}
            >
              {BACKORDER_TEXT.pesan}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  )
}
