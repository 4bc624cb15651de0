// A cart or preview line's unit price: the buyer's price, and under it, when lower than the list
// price, the list price struck through and the discount (docs/product.md §10.10).
import { Text, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatRupiah } from '#common/format.ts'
import type { PricedFields } from '#common/price-math.ts'
import { LIST_PRICE_LABEL, linePrice } from '../logic/line-price'

/** The list price struck and the discount, or nothing when the buyer pays the list price. */
export function ListPriceStruck({ line }: { line: Pick<PricedFields, 'price' | 'price_list' | 'discount_percent'> }) {
  const view = linePrice(line)
  if (view.struck === null) return null
  return (
    <Text size="xs" c="dimmed" data-testid="line-list-price" style={{ whiteSpace: 'nowrap' }}>
      <del>
        <VisuallyHidden>{LIST_PRICE_LABEL} </VisuallyHidden>
        {formatRupiah(view.struck)}
      </del>
      {view.discount && (
        <Text span size="xs" fw={700} c="red.8" ml={4}>
          {view.discount}
        </Text>
      )}
    </Text>
  )
}

/** The unit price with what follows it on a phone (' / PCS'), then the struck list price. */
export function UnitPrice({
  line,
  after,
}: {
  line: Pick<PricedFields, 'price' | 'price_list' | 'discount_percent'>
  after?: ReactNode
}) {
  return (
    <>
      <Text size="sm" data-testid="line-price">
        {formatRupiah(line.price)}
        {after}
      </Text>
      <ListPriceStruck line={line} />
    </>
  )
}
