// The arithmetic of a price, the same on both sides (docs/product.md §10.10): a net price from a
// list price and a discount, rounded to whole Rupiah half up. Discounts travel as basis points
// (1250 = 12,50 %) so that no float ever decides a Rupiah; the API shows them as percents.

/** Whose price a buyer pays: his store's agreement, his price group's, or the list price. */
export const PRICE_SOURCES = ['toko', 'grup', 'daftar'] as const
export type PriceSource = (typeof PRICE_SOURCES)[number]

export const MAX_DISCOUNT_BP = 10_000

/** The list price less a discount in basis points, to the nearest whole Rupiah (half up). */
export function discounted(list: number, discountBp: number): number {
  if (!Number.isSafeInteger(list) || list < 0) throw new RangeError(`bad list price ${list}`)
  if (!Number.isInteger(discountBp) || discountBp < 0 || discountBp > MAX_DISCOUNT_BP) {
    throw new RangeError(`bad discount ${discountBp}`)
  }
  const scaled = BigInt(list) * BigInt(MAX_DISCOUNT_BP - discountBp)
  return Number((scaled + 5_000n) / 10_000n)
}

/**
 * The discount a net price amounts to against the list price, in basis points (0 when the net
 * price is not below it), so a net-price agreement shows its discount like a percent one does.
 */
export function impliedDiscountBp(list: number, net: number): number {
  if (list <= 0 || net >= list) return 0
  return Math.round(((list - net) * MAX_DISCOUNT_BP) / list)
}

/** 1250 → 12.5 (the API's discount_percent) */
export const bpToPercent = (bp: number): number => bp / 100

/** 12.5 → 1250; a percent with at most two decimals. */
export const percentToBp = (percent: number): number => Math.round(percent * 100)

/**
 * What every answer that shows a part's price carries (docs/product.md §10.10): `price` is what
 * this viewer pays, `price_list` the list price it came from, `discount_percent` the discount
 * (two decimals) and `price_source` whose agreement it is.
 */
export interface PricedFields {
  price: number
  price_list: number
  discount_percent: number
  price_source: PriceSource
}
