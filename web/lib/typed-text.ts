// What of a form would be lost by leaving or closing it: a field typed or chosen. What the screen
// set by itself (the one store or branch on offer, the ticks' defaults) is nobody's work yet.

/** True when a text field of `draft` holds more than spaces and differs from the empty form's. */
export function hasTypedText<T extends object>(draft: T, empty: T): boolean {
  return (Object.keys(draft) as (keyof T)[]).some((key) => {
    const value = draft[key]
    return typeof value === 'string' && value.trim() !== '' && value !== empty[key]
  })
}
