import type { CartResponse } from '#common/cart.ts'
import { type TaxSettings, taxToAnswer } from '#common/order-totals.ts'
import type { CurrentPart } from '../catalogue'
import { pricedFields } from '../pricing'
import type { CartRow } from './queries'

const iso = (value: Date | string) => new Date(value).toISOString()

/** The cart as the buyer sees it, in the order of first addition. */
export function presentCart(
  rows: CartRow[],
  maxActiveItems: number,
  current: Map<string, CurrentPart>,
  tax: TaxSettings,
): CartResponse {
  return {
    items: rows.map((r) => ({
      product_id: r.product_id,
      sto_id: r.sto_id,
      name: r.name,
      image_url: r.image_url,
      ...pricedFields(r.quote),
      qty: r.qty,
      description: r.description,
      added_at: iso(r.added_at),
      updated_at: iso(r.updated_at),
      superseded_by: replacement(current.get(r.sto_id)),
    })),
    total_active_items: rows.length,
    max_active_items: maxActiveItems,
    tax: taxToAnswer(tax),
  }
}

function replacement(part: CurrentPart | undefined) {
  return part ? { product_id: part.id, sto_id: part.sto_id, name: part.name } : null
}
