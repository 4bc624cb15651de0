// A cart line's unit price as the buyer reads it (docs/product.md §10.10): his store's price, and
// when it is below the list price, the list price struck through and the discount.
import type { PricedFields } from '#common/price-math.ts'

/** Read before the struck list price by screen readers, which do not say that a text is struck. */
export const LIST_PRICE_LABEL = 'Harga daftar'

/** 12.5 → '12,5', 10 → '10': a percent as Indonesian readers write it. */
export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

export interface LinePrice {
  /** the list price to strike through, when the buyer pays less */
  struck: number | null
  /** '-12,5%', when the discount shows as at least 0,01 % */
  discount: string | null
}

export function linePrice(line: Pick<PricedFields, 'price' | 'price_list' | 'discount_percent'>): LinePrice {
  const lower = line.price < line.price_list
  const showsDiscount = lower && Math.round(line.discount_percent * 100) > 0
  return {
    struck: lower ? line.price_list : null,
    discount: showsDiscount ? `-${formatPercent(line.discount_percent)}%` : null,
  }
}
