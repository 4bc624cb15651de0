// The price on a catalogue card and on the detail (docs/product.md §10.10): what this viewer pays,
// labelled 'Harga Anda' when an agreement sets it, with the list price struck through and the
// discount. Screen readers do not announce a strike, so the struck price says 'Harga daftar' to them.
import { Group, Text, VisuallyHidden } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { formatRupiah } from '#common/format.ts'
import type { PricedFields } from '#common/price-math.ts'
import { LIST_PRICE_LABEL, OWN_PRICE_LABEL, priceView } from '../logic/price-view'

interface PriceProps {
  product: PricedFields
  /** over an agreed price: 'Harga Anda' for buyers, 'Harga toko' for staff looking at a store's */
  label?: string
}

function StruckListPrice({ amount, size }: { amount: number; size: 'xs' | 'sm' }) {
  return (
    // the kit's Text clears text-decoration, <del>'s own strike included: it is set again
    <Text component="del" size={size} c="dimmed" td="line-through" data-testid="list-price">
      <VisuallyHidden>{LIST_PRICE_LABEL} </VisuallyHidden>
      {formatRupiah(amount)}
    </Text>
  )
}

function Discount({ text, size }: { text: string; size: 'xs' | 'sm' }) {
  return (
    <Text span size={size} fw={700} c="red.8" data-testid="discount">
      {text}
    </Text>
  )
}

// Every card keeps the label's and the list price's lines, shown or not, so the cards of a grid stay
// one height whichever of them carry an agreement (e2e/readable-tables.spec.ts measures them).
const ROW: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.35 }
const shownIf = (shown: boolean): CSSProperties => (shown ? ROW : { ...ROW, visibility: 'hidden' })

/** The card's three lines: the label ('Harga Anda'), the price, then the struck list price and the discount. */
export function CardPrice({ product, label = OWN_PRICE_LABEL }: PriceProps) {
  const view = priceView(product)
  return (
    <div data-testid="card-price">
      <Text size="xs" fw={600} c="dipo.8" style={shownIf(view.own)} aria-hidden={!view.own}>
        {view.own ? label : '\u00a0'}
      </Text>
      <Text fw={700} size="sm" style={ROW}>
        {formatRupiah(product.price)}
      </Text>
      <div style={shownIf(view.struck !== null)} aria-hidden={view.struck === null}>
        {view.struck === null ? (
          '\u00a0'
        ) : (
          <>
            <StruckListPrice amount={view.struck} size="xs" /> {view.discount && <Discount text={view.discount} size="xs" />}
          </>
        )}
      </div>
    </div>
  )
}

/** The detail's price: room enough to say it all on one or two lines beside the unit. */
export function DetailPrice({ product, unit, label = OWN_PRICE_LABEL }: PriceProps & { unit: ReactNode }) {
  const view = priceView(product)
  return (
    <div data-testid="detail-price">
      {view.own && (
        <Text size="sm" fw={600} c="dipo.8">
          {label}
        </Text>
      )}
      <Group gap="sm">
        <Text fw={800} size="xl">
          {formatRupiah(product.price)}
        </Text>
        {unit}
      </Group>
      {view.struck !== null && (
        <Group gap={6}>
          <StruckListPrice amount={view.struck} size="sm" />
          {view.discount && <Discount text={view.discount} size="sm" />}
        </Group>
      )}
    </div>
  )
}
