import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { formatRupiah } from '#common/format.ts'
import { ESTIMATE_EXCLUDES, SEND_ESTIMATE } from '../logic/messages'
import type { SelectionTotals } from '../logic/totals'

interface CartSummaryProps {
  totals: SelectionTotals
  onSend(): void
}

function chosenText({ itemCount, totalQty }: SelectionTotals): string {
  return itemCount === 0 ? 'Belum ada item dipilih' : `${itemCount} item dipilih · total qty ${totalQty}`
}

/** Sticks to the bottom of the screen while the list scrolls, so the total and the button stay in reach. */
export function CartSummary({ totals, onSend }: CartSummaryProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      px="sm"
      py="xs"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 2 }}
      role="region"
      aria-label="Ringkasan pesanan"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" data-testid="selection-count">
            {chosenText(totals)}
          </Text>
          <Group gap={6} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
            <Text size="sm">Estimasi</Text>
            <Text fw={800} size="lg" c="dipo.9" style={{ whiteSpace: 'nowrap' }} data-testid="estimate-total">
              {formatRupiah(totals.estimate)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {ESTIMATE_EXCLUDES}
          </Text>
        </Stack>
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={onSend}
          disabled={totals.itemCount === 0}
          style={{ flexShrink: 0 }}
        >
          {SEND_ESTIMATE}
        </Button>
      </Group>
    </Paper>
  )
}
