// Cart selection rules (product.md §2.8, §9): at most 50 items checked; check-all takes the 50 newest.
import { CHECKOUT_MAX_ITEMS } from '#common/cart-rules.ts'

export const SELECTION_LIMIT_TEXT = 'Maksimal 50 item terpilih'

interface Selectable {
  product_id: number
  added_at: string
}

type ToggleResult = { ok: true; selected: Set<number> } | { ok: false; message: string }

/** Checking one more item than the limit is refused with product.md §2.8's message; unchecking always works. */
export function toggleSelection(selected: ReadonlySet<number>, productId: number, limit = CHECKOUT_MAX_ITEMS): ToggleResult {
  const next = new Set(selected)
  if (next.has(productId)) {
    next.delete(productId)
    return { ok: true, selected: next }
  }
  if (next.size >= limit) return { ok: false, message: SELECTION_LIMIT_TEXT }
  next.add(productId)
  return { ok: true, selected: next }
}

/** The newest items by when they were first added (ties: the later in the list counts as newer). */
export function newestIds(items: readonly Selectable[], limit = CHECKOUT_MAX_ITEMS): Set<number> {
  const ranked = items
    .map((item, index) => ({ id: item.product_id, at: Date.parse(item.added_at) || 0, index }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
  return new Set(ranked.slice(0, limit).map((r) => r.id))
}

/** How many items check-all would select: everything, or the 50 newest of a larger cart. */
function checkAllSize(itemCount: number, limit = CHECKOUT_MAX_ITEMS): number {
  return Math.min(itemCount, limit)
}

export type CheckAllState = 'none' | 'some' | 'all'

export function checkAllState(selectedCount: number, itemCount: number, limit = CHECKOUT_MAX_ITEMS): CheckAllState {
  if (selectedCount === 0 || itemCount === 0) return 'none'
  return selectedCount >= checkAllSize(itemCount, limit) ? 'all' : 'some'
}

/** Check-all when everything it can take is checked clears the selection; otherwise it takes the newest. */
export function applyCheckAll(
  selected: ReadonlySet<number>,
  items: readonly Selectable[],
  limit = CHECKOUT_MAX_ITEMS,
): Set<number> {
  if (checkAllState(selected.size, items.length, limit) === 'all') return new Set()
  return newestIds(items, limit)
}

/** Items that left the cart (removed, checked out elsewhere) leave the selection too. */
export function keepPresent(selected: ReadonlySet<number>, items: readonly Selectable[]): Set<number> {
  const present = new Set(items.map((i) => i.product_id))
  return new Set([...selected].filter((id) => present.has(id)))
}
