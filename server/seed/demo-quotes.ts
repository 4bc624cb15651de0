import type { Kysely } from 'kysely'
import { addDays, jakartaDay } from '#common/jakarta-time.ts'
import { countedQty, type OrderTotals, orderTotals, type TaxSettings } from '#common/order-totals.ts'
import { discounted, type PriceSource } from '#common/price-math.ts'
import type { LinePrice } from '#server/orders/index.ts'
import { taxSettingsOn } from '#server/pricing/index.ts'
import type { Database } from '../db/types'
import { type DemoPriceFacts, demoQuote } from './demo-prices'
import type { PlannedOrder } from './orders'

// The demo orders' prices, as the live service would have written them (docs/product.md §10.10,
// §10.12): an estimate's lines at the store's prices of the day it was made; an order staff
// confirmed (Konfirmasi, and every later status, Batal included) carries the quote Kirim
// Konfirmasi froze that day, as server/orders/quote.ts freezes it: each line priced again, less
// staff's extra discount, the estimate's price kept beside a line whose price moved, the tax
// settings of the day, the totals of the confirmed quantities, and 'Harga berlaku s.d.' the
// branch's quote_valid_days later. The buyer's later steps never move those figures.

type Db = Kysely<Database>

export interface OrderQuote {
  priced_on: string
  price_valid_until: string
  ppn_rate_bp: number
  dpp_numerator: number
  dpp_denominator: number
  totals: OrderTotals
}

export interface PricedOrder {
  /** by line_no */
  lines: Map<number, LinePrice>
  /** null for an estimate */
  quote: OrderQuote | null
  /** what the kirim-konfirmasi event's detail says (prices that moved, extra discounts), as quote.ts answers it */
  confirmation: { changes: Array<{ part_no: string; from: number; to: number }>; extras: unknown[] } | null
}

/** When staff sent the confirmation (the order's creation when it has none). */
export function confirmedAt(order: PlannedOrder): Date {
  return order.events.find((e) => e.action === 'kirim-konfirmasi')?.createdAt ?? order.createdAt
}

/**
 * The tax settings of each day. A day range inside one row's time reads two statements, not one
 * per day: when the first and the last day share a row, no row starts between them.
 */
export async function taxOnDays(trx: Db, days: readonly string[]): Promise<Map<string, TaxSettings>> {
  const sorted = [...new Set(days)].sort()
  if (sorted.length === 0) return new Map()
  const first = await taxSettingsOn(trx, sorted[0])
  const last = await taxSettingsOn(trx, sorted[sorted.length - 1])
  if (first.id === last.id) return new Map(sorted.map((d) => [d, first]))
  const each = new Map<string, TaxSettings>()
  for (const day of sorted) each.set(day, await taxSettingsOn(trx, day))
  return each
}

export interface QuoteInput {
  facts: DemoPriceFacts
  taxes: ReadonlyMap<string, TaxSettings>
  /** the branch's quote_valid_days */
  validDays: number
  /** staff's extra discount by line_no, basis points (within the branch's cap) */
  extras?: ReadonlyMap<number, number>
}

export function priceOrder(order: PlannedOrder, input: QuoteInput): PricedOrder {
  const at = (day: string) => ({ storeId: order.storeId, branchId: order.branchId, day })
  const estimateDay = jakartaDay(order.createdAt)
  const lines = new Map<number, LinePrice>()
  const estimated = new Map(order.items.map((it) => [it.lineNo, demoQuote(input.facts, at(estimateDay), it.productId)]))
  if (order.status === 1) {
    for (const [lineNo, q] of estimated) {
      lines.set(lineNo, { ...sourceOf(q), price: q.price, extra_discount_bp: 0, price_before: null })
    }
    return { lines, quote: null, confirmation: null }
  }
  const day = jakartaDay(confirmedAt(order))
  const changes: Array<{ part_no: string; from: number; to: number }> = []
  const extras: Array<{ part_no: string; extra_discount_bp: number }> = []
  for (const it of order.items) {
    const q = demoQuote(input.facts, at(day), it.productId)
    const extra = input.extras?.get(it.lineNo) ?? 0
    const price = discounted(q.price, extra)
    const before = (estimated.get(it.lineNo) as { price: number }).price
    if (price !== before) changes.push({ part_no: it.partNo, from: before, to: price })
    if (extra > 0) extras.push({ part_no: it.partNo, extra_discount_bp: extra })
    lines.set(it.lineNo, { ...sourceOf(q), price, extra_discount_bp: extra, price_before: price !== before ? before : null })
  }
  const tax = input.taxes.get(day)
  if (!tax) throw new Error(`no tax settings read for ${day}`)
  // frozen at the confirmation: the confirmed quantities (Konfirmasi's count), whatever came after
  const counted = order.items.map((it) => {
    const line = lines.get(it.lineNo) as LinePrice
    const qty = countedQty(2, { qty_estimasi: it.qtyEstimasi, qty_confirmed: it.qtyConfirmed, qty_ordered: null })
    return { price: line.price, price_list: line.price_list, qty }
  })
  const quote: OrderQuote = {
    priced_on: day,
    price_valid_until: addDays(day, input.validDays),
    ppn_rate_bp: tax.ppn_rate_bp,
    dpp_numerator: tax.dpp_numerator,
    dpp_denominator: tax.dpp_denominator,
    totals: orderTotals(counted, tax),
  }
  return { lines, quote, confirmation: changes.length > 0 || extras.length > 0 ? { changes, extras } : null }
}

const sourceOf = (q: { price_list: number; discount_bp: number; source: PriceSource }) => ({
  price_list: q.price_list,
  discount_bp: q.discount_bp,
  price_source: q.source,
})
