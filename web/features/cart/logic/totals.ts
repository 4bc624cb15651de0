// What the summary and the estimate preview add up: only the checked items, counted by the one
// totals function of docs/product.md §10.11 (common/order-totals.ts), never a formula of their own.
import { lineTotal, type OrderTotals, orderTotals, type TaxSettingsAnswer, taxFromAnswer } from '#common/order-totals.ts'

interface PricedLine {
  product_id: number
  /** what the buyer pays per unit: his store's price (docs/product.md §10.10) */
  price: number
  /** the list price per unit */
  price_list: number
  qty: number
}

export interface SelectionTotals {
  itemCount: number
  totalQty: number
  /** Subtotal, Diskon, Harga Jual, DPP Nilai Lain, PPN and Total, as the tax invoice counts them */
  figures: OrderTotals
}

/** A line's amount: the buyer's unit price × quantity. */
export const lineSubtotal = lineTotal

export function selectedLines<T extends PricedLine>(items: readonly T[], selected: ReadonlySet<number>): T[] {
  return items.filter((item) => selected.has(item.product_id))
}

/** `tax`: the PPN in effect today, as the cart's answer carries it. */
export function selectionTotals(
  items: readonly PricedLine[],
  selected: ReadonlySet<number>,
  tax: TaxSettingsAnswer,
): SelectionTotals {
  const lines = selectedLines(items, selected)
  return {
    itemCount: lines.length,
    totalQty: lines.reduce((sum, l) => sum + l.qty, 0),
    figures: orderTotals(lines, taxFromAnswer(tax)),
  }
}
