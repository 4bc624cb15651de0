import { sql } from 'kysely'
import type { OrderTotals, TaxSettings } from '#common/order-totals.ts'
import type { PriceSource } from '#common/price-math.ts'
import type { Db } from '../db/connect'
import { updateOrderLine } from './queries'

// The quote's reads and writes (quote.ts): each line's price columns, and the order's frozen quote.

/** An order line's price columns, as the confirmation freezes them (docs/product.md §10.12). */
export interface LinePrice {
  price: number
  price_list: number
  discount_bp: number
  price_source: PriceSource
  extra_discount_bp: number
  price_before: number | null
}

export async function quotedLines(trx: Db, orderId: number) {
  const rows = await trx
    .selectFrom('order_items')
    .select([
      'id',
      'part_no',
      'product_id',
      'price',
      'price_list',
      'discount_bp',
      'price_source',
      'extra_discount_bp',
      'price_before',
      'qty_estimasi',
      'qty_confirmed',
      'qty_ordered',
    ])
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute()
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    price_list: Number(r.price_list),
    price_before: r.price_before === null ? null : Number(r.price_before),
  }))
}

export async function setLineQuote(trx: Db, orderId: number, line: LinePrice & { id: number }): Promise<void> {
  await updateOrderLine(trx, orderId, line.id)
    .set({
      price: line.price,
      price_list: line.price_list,
      discount_bp: line.discount_bp,
      price_source: line.price_source,
      extra_discount_bp: line.extra_discount_bp,
      price_before: line.price_before,
    })
    .execute()
}

export async function quoteValidDays(trx: Db, branchId: number): Promise<number> {
  const row = await trx.selectFrom('branches').select('quote_valid_days').where('id', '=', branchId).executeTakeFirstOrThrow()
  return row.quote_valid_days
}

export async function extraDiscountCap(db: Db, branchId: number): Promise<number> {
  const row = await db.selectFrom('branches').select('max_extra_discount_bp').where('id', '=', branchId).executeTakeFirstOrThrow()
  return row.max_extra_discount_bp
}

export async function setOrderQuote(
  trx: Db,
  orderId: number,
  quote: { day: string; validUntil: string; tax: TaxSettings; totals: OrderTotals },
): Promise<void> {
  await sql`update orders set priced_on = ${quote.day}::date, price_valid_until = ${quote.validUntil}::date,
      ppn_rate_bp = ${quote.tax.ppn_rate_bp}, dpp_numerator = ${quote.tax.dpp_numerator},
      dpp_denominator = ${quote.tax.dpp_denominator}, totals = ${JSON.stringify(quote.totals)}::jsonb
    where id = ${orderId}`.execute(trx)
}
