import type { Product, ProductWithStock } from '#common/catalogue.ts'
import { type Book, listPrice, pricedFields, quoteOf, termsFor } from '../pricing'
import type { StockInfo } from '../stock'
import type { ProductRow } from './queries'

/**
 * A part at the price the viewer's store pays (docs/product.md §10.10): the list price of the
 * branch whose stock row it was read with (§10.9), less the store's agreement in its book.
 */
export function presentProduct(row: ProductRow, book: Book): Product {
  return {
    id: row.id,
    sto_id: row.sto_id,
    name: row.name,
    sto_name: row.name,
    unit: row.unit,
    image: row.image_url,
    ...pricedFields(quoteOf(listPrice(row.price, row.stock_price), termsFor(book, row))),
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
  }
}

/**
 * A part with its branch stock. `stock` is what the stock service said (osc mode); without it the
 * local stock table row is used. The price is the branch's list price whichever stock answered
 * (docs/product.md §10.9), the one the cart and the estimate take; `price_local` is the part
 * master's and `overlay.price_osc` the stock service's own figure.
 */
export function presentWithStock(
  row: ProductRow,
  stock: StockInfo | undefined | null,
  useOverlay: boolean,
  book: Book,
): ProductWithStock {
  const local = row.stock_qty === null ? undefined : { qty: row.stock_qty, price: row.stock_price }
  const info = useOverlay ? (stock ?? undefined) : local
  const matched = useOverlay && info !== undefined
  const priceOsc = matched ? (info?.price ?? null) : null
  return {
    ...presentProduct(row, book),
    price_local: row.price,
    available: (info?.qty ?? 0) > 0,
    overlay: { matched, price_osc: priceOsc },
  }
}
