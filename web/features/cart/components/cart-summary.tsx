import { Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSend } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { formatRupiah } from '#common/format.ts'
import type { TaxSettingsAnswer } from '#common/order-totals.ts'
import { PRICES_INCLUDE, SEND_ESTIMATE, TOTALS_DETAIL } from '../logic/messages'
import type { SelectionTotals } from '../logic/totals'
import { TotalsBlock } from './totals-block'

interface CartSummaryProps {
  totals: SelectionTotals
  tax: TaxSettingsAnswer
  onSend(): void
}

function chosenText({ itemCount, totalQty }: SelectionTotals): string {
  return itemCount === 0 ? 'Belum ada item dipilih' : `${itemCount} item dipilih · total qty ${totalQty}`
}

/**
 * Sticks to the bottom of the screen while the list scrolls, so the total and the button stay in
 * reach. The invoice's figures open above the total on request: six rows would hide half a phone's
 * list at all times.
 */
export function CartSummary({ totals, tax, onSend }: CartSummaryProps) {
  const [detailOpen, setDetailOpen] = useState(false)
  const detailId = useId()
  const Chevron = detailOpen ? IconChevronUp : IconChevronDown
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
      <Collapse expanded={detailOpen} id={detailId}>
        <Stack gap={0} pb="xs" mb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <TotalsBlock figures={totals.figures} tax={tax} />
        </Stack>
      </Collapse>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" data-testid="selection-count">
            {chosenText(totals)}
          </Text>
          <Group gap={6} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
            <Text size="sm">Total</Text>
            <Text fw={800} size="lg" c="dipo.9" style={{ whiteSpace: 'nowrap' }} data-testid="estimate-total">
              {formatRupiah(totals.figures.total)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {PRICES_INCLUDE}{' '}
            <UnstyledButton
              fz="xs"
              fw={600}
              c="blue.8"
              onClick={() => setDetailOpen((open) => !open)}
              aria-expanded={detailOpen}
              aria-controls={detailId}
              // a target of 24 px at least, though it sits in a line of small text (WCAG 2.5.8)
              style={{
                whiteSpace: 'nowrap',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 2,
                minHeight: 24,
                verticalAlign: 'middle',
              }}
            >
              {TOTALS_DETAIL} <Chevron size={12} aria-hidden />
            </UnstyledButton>
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
