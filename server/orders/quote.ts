import { addDays } from '#common/jakarta-time.ts'
import { countedQty, orderTotals } from '#common/order-totals.ts'
import { bpToPercent, discounted } from '#common/price-math.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import { type Quote, taxSettingsOn, unitPrices } from '../pricing'
import { byLine } from './confirmation'
import * as q from './quote-queries'

// The confirmation is the dealer's quote (docs/product.md §10.12): at Kirim Konfirmasi, and again
// when staff renew an expired one (perbarui-harga), every line is priced with that day's
// agreements, staff's extra line discounts (up to the branch's cap) are taken off, and the prices,
// the tax settings and the totals are frozen on the order with the last day they hold. A line whose
// price moved since the estimate keeps the old one beside it, for both sides to see.

interface QuotedLine extends q.LinePrice {
  id: number
  part_no: string
  product_id: number | null
  qty_estimasi: number
  qty_confirmed: number | null
  qty_ordered: number | null
}

export interface QuoteOrder {
  id: number
  status: number
  store_id: number
  branch_id: number
}

/** Extra discounts by line in basis points, each at most the branch's cap (422 naming it). */
export function extraDiscountsOf(
  entries: Array<{ order_detail_id: number; extra_discount_percent: number }> | undefined,
  known: Set<number>,
  capBp: number,
): Map<number, number> {
  const asked = byLine(entries, known, 'diskon tambahan')
  const result = new Map<number, number>()
  for (const [id, entry] of asked) {
    const bp = Math.round(entry.extra_discount_percent * 100)
    if (bp > capBp) {
      const cap = bpToPercent(capBp).toLocaleString('id-ID')
      throw new AppError(
        422,
        'EXTRA_DISCOUNT_TOO_HIGH',
        capBp === 0
          ? 'Diskon tambahan tidak diizinkan di cabang ini (batas 0%).'
          : `Diskon tambahan melebihi batas cabang: maksimal ${cap}%.`,
        { max_extra_discount_percent: bpToPercent(capBp) },
      )
    }
    if (bp > 0) result.set(id, bp)
  }
  return result
}

/**
 * Prices the order's lines on `day` and freezes the quote; `extras` replaces the lines' extra
 * discounts when given (Kirim Konfirmasi), else they stay (perbarui-harga). Answers what changed.
 */
export async function freezeQuote(trx: Db, order: QuoteOrder, day: string, extras: Map<number, number> | null) {
  const lines: QuotedLine[] = await q.quotedLines(trx, order.id)
  const productIds = lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id]))
  const quotes = await unitPrices(trx, { branchId: order.branch_id, storeId: order.store_id, day }, productIds)
  const changes: Array<{ part_no: string; from: number; to: number }> = []
  const priced = lines.map((line) => {
    const quote: Quote = (line.product_id !== null && quotes.get(line.product_id)) || keptQuote(line)
    const extra = extras ? (extras.get(line.id) ?? 0) : line.extra_discount_bp
    const price = discounted(quote.price, extra)
    // the price the buyer saw last: the estimate's, or the earlier quote's
    if (price !== line.price) changes.push({ part_no: line.part_no, from: line.price, to: price })
    return {
      ...line,
      price,
      price_list: quote.price_list,
      discount_bp: quote.discount_bp,
      price_source: quote.source,
      extra_discount_bp: extra,
      price_before: price !== line.price ? line.price : line.price_before,
    }
  })
  for (const line of priced) await q.setLineQuote(trx, order.id, line)
  const tax = await taxSettingsOn(trx, day)
  const validDays = await q.quoteValidDays(trx, order.branch_id)
  const totals = orderTotals(
    priced.map((l) => ({ price: l.price, price_list: l.price_list, qty: countedQty(order.status === 1 ? 2 : order.status, l) })),
    tax,
  )
  await q.setOrderQuote(trx, order.id, { day, validUntil: addDays(day, validDays), tax, totals })
  return {
    changes,
    extras: priced
      .filter((l) => l.extra_discount_bp > 0)
      .map((l) => ({ part_no: l.part_no, extra_discount_bp: l.extra_discount_bp })),
  }
}

/** A line whose part is gone keeps its list price and agreement, as its own quote. */
function keptQuote(line: QuotedLine): Quote {
  const base = discounted(line.price_list, line.discount_bp)
  return { price: base, price_list: line.price_list, discount_bp: line.discount_bp, source: line.price_source }
}

/** 409 QUOTE_EXPIRED when the confirmation's prices no longer hold on `day`. */
export function requireQuoteValid(validUntil: string | null, day: string): void {
  if (validUntil !== null && day > validUntil) {
    throw new AppError(409, 'QUOTE_EXPIRED', 'Penawaran sudah kedaluwarsa. Minta staff memperbarui harga.', {
      price_valid_until: validUntil,
    })
  }
}
