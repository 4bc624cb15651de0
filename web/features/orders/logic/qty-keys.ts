// A clerk confirming a long estimate types a quantity, then the next one: Tab and Enter move from
// quantity to quantity down the lines (Shift goes up), skipping the status and note between.

export const QTY_GROUP_ATTRIBUTE = 'data-qty-group'

/** The input a key moves to from `current`, or null when the key is not a move or there is none. */
export function nextQtyInput(current: HTMLInputElement, key: string, shift: boolean): HTMLInputElement | null {
  if (key !== 'Tab' && key !== 'Enter') return null
  const group = current.getAttribute(QTY_GROUP_ATTRIBUTE)
  if (!group) return null
  const scope = current.closest('table') ?? current.ownerDocument
  const all = [...scope.querySelectorAll<HTMLInputElement>(`input[${QTY_GROUP_ATTRIBUTE}="${group}"]`)]
  const index = all.indexOf(current)
  const target = all[index + (shift ? -1 : 1)]
  // past the last line Tab leaves the table as usual; Enter stays put
  return target ?? null
}
