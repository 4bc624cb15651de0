// Harga Min / Harga Max of the filter panel (product.md §5.3).
import { normalisePriceRange } from '#common/catalogue-rules.ts'
import type { PriceRange } from './criteria'

/** A NumberInput gives a number, or '' (or a partial text) when the field is cleared. */
export function parsePriceInput(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : null
  const digits = value.replace(/\D/g, '')
  return digits === '' ? null : Number(digits)
}

/** True while the typed range would be swapped on applying: the panel says so beforehand. */
export function needsPriceSwap(range: PriceRange): boolean {
  return range.min !== null && range.max !== null && range.min > range.max
}

export const PRICE_SWAP_NOTICE = 'Harga Min lebih besar dari Harga Max. Saat diterapkan, keduanya akan ditukar.'

/** The range as applied: a min above the max is swapped, like the server does. */
export function applyPriceRange(range: PriceRange): PriceRange {
  const normal = normalisePriceRange(range.min ?? undefined, range.max ?? undefined)
  return { min: normal.min ?? null, max: normal.max ?? null }
}
