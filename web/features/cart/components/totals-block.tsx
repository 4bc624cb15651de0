// The figures of the checked lines as the dealer's tax invoice counts them (docs/product.md
// §10.11): Subtotal, Diskon, Harga Jual, DPP Nilai Lain, PPN and Total, with the rate and the DPP
// fraction in effect today beside their names.
import { Group, Stack, Text } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import type { OrderTotals, TaxSettingsAnswer } from '#common/order-totals.ts'
import { formatPercent } from '../logic/line-price'

interface Row {
  key: keyof OrderTotals
  label: string
  hint?: string
}

function rowsOf(tax: TaxSettingsAnswer): Row[] {
  return [
    { key: 'subtotal', label: 'Subtotal' },
    { key: 'diskon', label: 'Diskon' },
    { key: 'harga_jual', label: 'Harga Jual' },
    { key: 'dpp', label: 'DPP Nilai Lain', hint: `${tax.dpp_numerator}/${tax.dpp_denominator}` },
    { key: 'ppn', label: 'PPN', hint: `${formatPercent(tax.ppn_rate_percent)}%` },
    { key: 'total', label: 'Total' },
  ]
}

export function TotalsBlock({ figures, tax }: { figures: OrderTotals; tax: TaxSettingsAnswer }) {
  return (
    <Stack gap={2} data-testid="totals-block">
      {rowsOf(tax).map((row) => {
        const strong = row.key === 'total'
        return (
          <Group
            key={row.key}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid={`total-${row.key}`}
            pt={strong ? 4 : 0}
            style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Text size="sm" fw={strong ? 700 : undefined}>
              {row.label}
              {row.hint && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({row.hint})
                </Text>
              )}
            </Text>
            <Text
              size={strong ? 'md' : 'sm'}
              fw={strong ? 800 : 600}
              c={strong ? 'dipo.9' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {formatRupiah(figures[row.key])}
            </Text>
          </Group>
        )
      })}
    </Stack>
  )
}
