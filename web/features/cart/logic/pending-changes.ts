// What the screen changed in the cart and the server has not heard yet, one change per part, and
// how a cart the server sends is shown with those changes still on top (docs/product.md §2.8).
//
// An add is kept as the quantity to join, never as the total the screen shows: the server sums it
// with whatever its line holds by then (another tab, a replaced number added as this part, 'Pesan
// Lagi'), so two adds of one part are never one overwriting the other. A quantity typed in the
// cart or a note is what the line must hold: it is sent as the line itself.
import type { CartItem, CartResponse } from '#common/cart.ts'
import { QTY_MAX } from '#common/cart-rules.ts'

export type PendingChange =
  /** join this many to the server's line (POST /cart/items adds) */
  | { kind: 'add'; qty: number; description?: string }
  /** the line must become what the screen shows (its quantity and note) */
  | { kind: 'line' }
  | { kind: 'remove' }

/** The change after one more add of `qty`: adds join; after an edit or a removal the line is the screen's. */
export function withAdd(previous: PendingChange | undefined, qty: number): PendingChange {
  if (!previous) return { kind: 'add', qty }
  if (previous.kind === 'add') return { ...previous, qty: previous.qty + qty }
  return { kind: 'line' }
}

/** A note typed on a line still to be added travels with the add; otherwise the line is the screen's. */
export function withNote(previous: PendingChange | undefined, note: string): PendingChange {
  if (previous?.kind === 'add') return { ...previous, description: note }
  return { kind: 'line' }
}

/**
 * The cart to show: the server's, with every change it has not answered yet applied on top. A
 * part with a call still out keeps the line the screen shows: whether the answer counted that
 * call is not known until the next cart.
 */
export function rebase(
  server: CartResponse,
  shown: readonly CartItem[],
  pending: ReadonlyMap<number, PendingChange>,
  sending: ReadonlySet<number>,
): CartResponse {
  const shownLine = new Map(shown.map((item) => [item.product_id, item]))
  const touched = (productId: number) => pending.has(productId) || sending.has(productId)
  const items: CartItem[] = []
  for (const line of server.items) {
    const change = pending.get(line.product_id)
    if (sending.has(line.product_id) || (change && change.kind !== 'add')) {
      const local = shownLine.get(line.product_id)
      if (local) items.push(local)
    } else if (change?.kind === 'add') {
      const description = change.description !== undefined ? change.description : line.description
      items.push({ ...line, qty: Math.min(QTY_MAX, line.qty + change.qty), description })
    } else {
      items.push(line)
    }
  }
  // parts the server does not hold yet, still on their way to it
  const onServer = new Set(server.items.map((i) => i.product_id))
  for (const line of shown) {
    if (!onServer.has(line.product_id) && touched(line.product_id)) items.push(line)
  }
  // the server's count, moved by the lines still on their way or being removed
  return { ...server, items, total_active_items: server.total_active_items + items.length - server.items.length }
}
