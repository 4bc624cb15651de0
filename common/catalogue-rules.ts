// The catalogue's limits and rules, without zod: the screens import these.

export const CATALOGUE_PAGE_SIZE = 35
/** Counting every match of a broad search is slow; beyond this the count reads '1.000+'. */
export const COUNT_CAP = 1_000

/** Part numbers per call to the stock service (product.md §7, §9); longer lists are asked in chunks. */
export const OSC_MAX_PARTS = 50
/** The screen offers 'Lanjut tanpa OSC?' after 15 s; nothing waits on the service past 30 s (product.md §9). */
export const OSC_HINT_MS = 15_000
export const OSC_ABORT_MS = 30_000

/** Normalises a price range: numbers >= 0, a min above the max is swapped (product.md §5.3). */
export function normalisePriceRange(min?: number, max?: number): { min?: number; max?: number; swapped: boolean } {
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min, swapped: true }
  return { min, max, swapped: false }
}
