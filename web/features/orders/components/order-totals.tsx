// The order's totals as the dealer's tax invoice counts them (docs/product.md §10.11): Subtotal,
// Diskon, Harga Jual, DPP Nilai Lain, PPN with its rate, Total, and once confirmed how long the
// prices hold. The figures come from common/order-totals.ts over the lines on screen.
import { Box, Group, Stack, Text } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import type { OrderTotals, TaxSettingsAnswer } from '#common/order-totals.ts'
import { dppLabel, ppnLabel, validUntilText } from '../logic/line-money'

/** Label and amount of each row, in the invoice's order; shared with the printout. */
export function totalRows(totals: OrderTotals, tax: TaxSettingsAnswer): Array<{ label: string; amount: number }> {
  return [
    { label: 'Subtotal', amount: totals.subtotal },
    { label: 'Diskon', amount: totals.diskon },
    { label: 'Harga Jual', amount: totals.harga_jual },
    { label: dppLabel(tax), amount: totals.dpp },
    { label: ppnLabel(tax), amount: totals.ppn },
  ]
}

interface OrderTotalsBlockProps {
  totals: OrderTotals
  tax: TaxSettingsAnswer
  /** 'Harga berlaku s.d.' once confirmed */
  validUntil?: string | null
  /** the validity has passed: said in words, not by colour alone */
  expired?: boolean
}

const TOTAL_RULE = '1px solid var(--mantine-color-gray-3)'

export function OrderTotalsBlock({ totals, tax, validUntil = null, expired = false }: OrderTotalsBlockProps) {
  return (
    // beside the lines' right edge on a desk, the full width on a phone
    <Box ml="auto" w="100%" maw={420} data-testid="order-totals">
      <Stack gap={4} component="dl" m={0}>
        {totalRows(totals, tax).map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap" gap="md">
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" m={0} size="sm" ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatRupiah(row.amount)}
            </Text>
          </Group>
        ))}
        {/* the rule above Total is the group's border: a <dl> may hold only its groups (axe) */}
        <Group justify="space-between" wrap="nowrap" gap="md" pt={4} mt={2} style={{ borderTop: TOTAL_RULE }}>
          <Text component="dt" fw={700}>
            Total
          </Text>
          <Text
            component="dd"
            m={0}
            fw={800}
            ta="right"
            data-testid="order-total"
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatRupiah(totals.total)}
          </Text>
        </Group>
      </Stack>
      {validUntil ? (
        <Text
          size="xs"
          ta="right"
          mt={4}
          c={expired ? 'red.8' : 'dimmed'}
          fw={expired ? 700 : undefined}
          data-testid="price-valid-until"
        >
          {validUntilText(validUntil)}
          {expired ? ' (kedaluwarsa)' : ''}
        </Text>
      ) : null}
    </Box>
  )
}
