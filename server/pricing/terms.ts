import { bpToPercent, discounted, impliedDiscountBp, type PricedFields, type PriceSource } from '#common/price-math.ts'

// What an agreement says and what a part then costs (docs/product.md §10.10), in plain values: the
// SQL of queries.ts and the kept agreements of book.ts both pick an agreement, and this one
// function turns it into the price, so the two paths cannot price a part differently.

/** The terms of the agreement chosen for a part: a net price or a discount, never both. */
export interface Terms {
  scope: 'toko' | 'grup'
  net_price: number | null
  discount_bp: number | null
}

/** A part's price for one store: what it pays, the list price it came from, and why. */
export interface Quote {
  price: number
  price_list: number
  /** the discount from the list price, basis points (a net price's implied discount) */
  discount_bp: number
  source: PriceSource
}

export function quoteOf(list: number, terms: Terms | null | undefined): Quote {
  if (!terms) return { price: list, price_list: list, discount_bp: 0, source: 'daftar' }
  if (terms.net_price !== null) {
    return {
      price: terms.net_price,
      price_list: list,
      discount_bp: impliedDiscountBp(list, terms.net_price),
      source: terms.scope,
    }
  }
  const bp = terms.discount_bp ?? 0
  return { price: discounted(list, bp), price_list: list, discount_bp: bp, source: terms.scope }
}

/** A quote as the answers carry it (price, price_list, discount_percent, price_source). */
export function pricedFields(quote: Quote): PricedFields {
  return {
    price: quote.price,
    price_list: quote.price_list,
    discount_percent: bpToPercent(quote.discount_bp),
    price_source: quote.source,
  }
}

/** A quote as an order line keeps it (order_items' price columns). */
export function lineQuote(quote: Quote) {
  return { price: quote.price, price_list: quote.price_list, discount_bp: quote.discount_bp, price_source: quote.source }
}
