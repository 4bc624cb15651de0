// A line's prices as drawn on the desk table, the phone card and its sheet (docs/product.md §10.10,
// §10.12): the net unit price with the price it moved from, and staff's extra-discount field.
import { Text, TextInput } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import { EXTRA_DISCOUNT_LABEL } from '../logic/detail-messages'
import type { DetailLine } from '../logic/lines'

/** 'Harga berubah dari Rp. 110.700 menjadi Rp. 99.630', for a reader that cannot see the strike. */
export const movedLabel = (before: number, now: number) =>
  `Harga berubah dari ${formatRupiah(before)} menjadi ${formatRupiah(now)}`

/**
 * The net unit price; a line the confirmation priced differently from the estimate shows the old
 * price struck through before the new one, to staff and buyer alike.
 */
export function NetPrice({ line }: { line: DetailLine }) {
  const before = line.item.price_before
  if (before === null || before === line.price) return <span style={{ whiteSpace: 'nowrap' }}>{formatRupiah(line.price)}</span>
  // one row where there is room, else the new price under the old: each price itself never breaks
  return (
    <span role="img" aria-label={movedLabel(before, line.price)} data-testid="price-moved">
      <Text span inherit c="dimmed" td="line-through" aria-hidden style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(before)}
      </Text>{' '}
      <Text span inherit fw={700} aria-hidden style={{ whiteSpace: 'nowrap' }}>
        → {formatRupiah(line.price)}
      </Text>
    </span>
  )
}

interface ExtraDiscountFieldProps {
  line: DetailLine
  onChange(text: string): void
  /** the phone's sheet names the field above it; the table's header does */
  label?: string
}

/** Staff's extra discount on a line, in percent; the cap's message shows under it as typed. */
export function ExtraDiscountField({ line, onChange, label }: ExtraDiscountFieldProps) {
  return (
    <TextInput
      size="xs"
      w={label ? undefined : 72}
      label={label}
      aria-label={`${EXTRA_DISCOUNT_LABEL} ${line.item.nomor_part}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={line.extraText}
      error={line.extraProblem ?? undefined}
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          %
        </Text>
      }
      rightSectionWidth={24}
      // a typed ',' or '.' is a decimal point; anything else is left for the check to name
      onChange={(event) => onChange(event.currentTarget.value.slice(0, 8))}
    />
  )
}
