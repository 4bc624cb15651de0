// How a part's price reads on the card and the detail (docs/product.md §10.10): the price this
// viewer pays, and when an agreement lowers it, the list price struck through and the discount.
import type { PricedFields } from '#common/price-math.ts'

export const OWN_PRICE_LABEL = 'Harga Anda'
/** What staff read over a store's price ('Harga untuk toko …'): it is not theirs. */
export const STORE_PRICE_LABEL = 'Harga toko'
/** Read before the struck list price by screen readers, which do not say that a text is struck. */
export const LIST_PRICE_LABEL = 'Harga daftar'

export interface PriceView {
  /** the price comes from an agreement (or is below the list price): labelled 'Harga Anda' */
  own: boolean
  /** the list price to strike through, when the price is below it */
  struck: number | null
  /** '-12,5%', when the discount shows as at least 0,01 % */
  discount: string | null
}

/** 12.5 → '12,5', 10 → '10', 12.25 → '12,25': a percent as Indonesian readers write it. */
export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

export function priceView(p: PricedFields): PriceView {
  const lower = p.price < p.price_list
  // the server rounds a net-price agreement's discount to two decimals: one Rupiah off a million is 0 %
  const showsDiscount = lower && Math.round(p.discount_percent * 100) > 0
  return {
    own: p.price_source !== 'daftar' || lower,
    struck: lower ? p.price_list : null,
    discount: showsDiscount ? `-${formatPercent(p.discount_percent)}%` : null,
  }
}
