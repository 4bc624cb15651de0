// A quantity typed by hand (product.md §5.3): digits only, at most 3; empty means "still typing".
import { QTY_MAX, sanitiseQtyInput } from '#common/cart-rules.ts'

interface QtyDraft {
  /** what the box shows */
  text: string
  /** the quantity it means, or null while the box is empty */
  qty: number | null
}

export function readQtyDraft(raw: string): QtyDraft {
  const text = raw.replace(/\D/g, '').slice(0, 3)
  return { text, qty: text === '' ? null : sanitiseQtyInput(text) }
}

/** What a step does: a new quantity, or (at 1 going down) a request to remove the item. */
export function stepQty(current: number, delta: 1 | -1): { qty: number } | { remove: true } {
  const next = current + delta
  if (next < 1) return { remove: true }
  return { qty: Math.min(QTY_MAX, next) }
}
