// Quantities typed on the order screen (product.md §5.3): digits only, at most 3, clamped to the range.
import { clampQty, QTY_MAX, sanitiseQtyInput } from '#common/cart-rules.ts'

/** Qty Konfirmasi: 0..999. */
export function parseConfirmedQty(raw: string): number {
  return clampQty(sanitiseQtyInput(raw), 0, QTY_MAX)
}

/** Qty Dipesan: 0..999 and never above the confirmed quantity. */
export function parseOrderedQty(raw: string, confirmed: number): number {
  return clampQty(sanitiseQtyInput(raw), 0, Math.min(QTY_MAX, Math.max(0, confirmed)))
}

/**
 * The confirmed quantity offered before staff type one: as much of the estimate as the branch has
 * (min(estimate, stock)); the estimate itself while stock is unknown, so the server's own stock
 * check warns instead of a silent zero.
 */
export function defaultConfirmedQty(estimate: number, stock: number | null): number {
  return clampQty(stock === null ? estimate : Math.min(estimate, stock), 0, QTY_MAX)
}

/** Qty Dipesan starts at the confirmed quantity. */
export function defaultOrderedQty(confirmed: number | null): number {
  return clampQty(confirmed ?? 0, 0, QTY_MAX)
}
