import type { Product, ProductWithStock } from '#common/catalogue.ts'
import type { StockInfo } from '../stock'
import type { ProductRow } from './queries'

export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sto_id: row.sto_id,
    name: row.name,
    sto_name: row.name,
    unit: row.unit,
    image: row.image_url,
    price: row.price,
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
  }
}

/**
 * A part with its branch stock. `stock` is what the stock service said (osc mode); without it the
 * local stock table row is used. The shown price is the service's when it matched the part.
 */
export function presentWithStock(row: ProductRow, stock: StockInfo | undefined | null, useOverlay: boolean): ProductWithStock {
  const local = row.stock_qty === null ? undefined : { qty: row.stock_qty, price: row.stock_price }
  const info = useOverlay ? (stock ?? undefined) : local
  const matched = useOverlay && info !== undefined
  const priceOsc = matched ? (info?.price ?? null) : null
  return {
    ...presentProduct(row),
    price: priceOsc ?? row.price,
    price_local: row.price,
    available: (info?.qty ?? 0) > 0,
    overlay: { matched, price_osc: priceOsc },
  }
}
