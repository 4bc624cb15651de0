// A line's money as the order screen shows it (docs/product.md §10.10–§10.11): the list price, the
// agreement's discount and staff's extra one, the net unit price, the amount, and the order's totals.
// Every figure comes from the shared arithmetic (common/price-math.ts, common/order-totals.ts), so
// the screen, its paper and the server's answer never disagree by a Rupiah.
import { formatEta } from '#common/eta.ts'
import { countedQty, type OrderTotals, orderTotals, type TaxSettingsAnswer, taxFromAnswer } from '#common/order-totals.ts'
import type { OrderDetail, OrderItem } from '#common/orders.ts'
import { percentToBp } from '#common/price-math.ts'
import { formatPercent } from '#common/settings.ts'
import { parsePercentText } from '#common/settings-rules.ts'
import type { DetailView } from './detail-view'

/**
 * The quantity a line counts: what the viewer types where he may (staff's Qty Konfirmasi at
 * Estimasi, the buyer's Qty Dipesan at Konfirmasi), else the one the server counts for the status.
 */
export function shownQty(view: DetailView, item: OrderItem, confirmed: number | null, ordered: number | null): number {
  if (view.editConfirm) return confirmed ?? item.qty_estimasi
  if (view.editOrdered) return ordered ?? 0
  return countedQty(view.status, item)
}

export const EXTRA_NOT_A_NUMBER = 'Isi angka, mis. 2,5'
export const EXTRA_DECIMALS = 'Paling banyak dua angka desimal'
export const extraAboveCap = (cap: number) => `Maksimal ${formatPercent(cap)}%`

export interface ExtraDiscount {
  /** the percent that counts (0 while the text is empty or wrong) */
  percent: number
  problem: string | null
}

/**
 * Staff's extra discount as typed ('2', '2,5'): empty is none; above the branch's cap, or with
 * more than two decimals, it is refused here as the server would refuse it (422).
 */
export function checkExtraDiscount(text: string, cap: number): ExtraDiscount {
  const typed = text.trim()
  if (typed === '') return { percent: 0, problem: null }
  const value = parsePercentText(typed)
  if (value === null) return { percent: 0, problem: EXTRA_NOT_A_NUMBER }
  if (value > cap) return { percent: 0, problem: extraAboveCap(cap) }
  // 2.345 * 100 is no whole number of basis points; 2.34 * 100 is 233.99999999999997
  if (Math.abs(value * 100 - percentToBp(value)) > 1e-6) return { percent: 0, problem: EXTRA_DECIMALS }
  return { percent: value, problem: null }
}

/** '10%', '10% + 2,5% tambahan', '2,5% tambahan', or '-' when the line has no discount. */
export function discountText(discountPercent: number, extraPercent: number): string {
  const base = discountPercent > 0 ? `${formatPercent(discountPercent)}%` : ''
  const extra = extraPercent > 0 ? `${formatPercent(extraPercent)}% tambahan` : ''
  if (base && extra) return `${base} + ${extra}`
  return base || extra || '-'
}

/** The lines the totals count: each line's net and list unit price at the quantity it shows. */
export interface CountedLine {
  item: Pick<OrderItem, 'price_list'>
  /** net unit price */
  price: number
  qty: number
}

export function totalsOf(lines: readonly CountedLine[], tax: TaxSettingsAnswer): OrderTotals {
  return orderTotals(
    lines.map((l) => ({ price: l.price, price_list: l.item.price_list, qty: l.qty })),
    taxFromAnswer(tax),
  )
}

/** 'PPN 12% × DPP 11/12': the rate and the fraction the totals used. */
export const ppnLabel = (tax: TaxSettingsAnswer) =>
  `PPN ${formatPercent(tax.ppn_rate_percent)}% × DPP ${tax.dpp_numerator}/${tax.dpp_denominator}`

export const dppLabel = (tax: TaxSettingsAnswer) => `DPP Nilai Lain (${tax.dpp_numerator}/${tax.dpp_denominator})`

/** 'Harga berlaku s.d. 18 Mar 2026' */
export const validUntilText = (day: string) => `Harga berlaku s.d. ${formatEta(day)}`

/**
 * Whether the confirmation's prices no longer hold on the Jakarta day `today` (the server then
 * answers Lanjut Pesan with 409 QUOTE_EXPIRED): only a confirmed order waiting for the buyer.
 */
export function quoteExpired(order: Pick<OrderDetail, 'status_code' | 'price_valid_until'>, today: string): boolean {
  return order.status_code === 2 && order.price_valid_until !== null && today > order.price_valid_until
}
