// The cart's limits and rules, without zod: the screens import these.

export const CART_MAX_ACTIVE_ITEMS = 200
export const CART_QTY_MIN = 1
export const QTY_MAX = 999
export const NOTE_MAX = 100
/** Selection and order creation take at most 50 items (product.md §9). */
export const CHECKOUT_MAX_ITEMS = 50

/** Quantities typed by hand: non-digits stripped, at most 3 characters (product.md §5.3). */
export function sanitiseQtyInput(raw: string): number {
  const digits = raw.replace(/\D/g, '').slice(0, 3)
  return digits === '' ? 0 : Number(digits)
}

export function clampQty(value: number, min = 0, max = QTY_MAX): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

export const PESAN_LAGI_REASONS = {
  notSold: 'tidak dijual lagi',
  full: `keranjang penuh (maks ${CART_MAX_ACTIVE_ITEMS} item)`,
  atMax: `sudah ${QTY_MAX} di keranjang`,
} as const

/** 'Sering Dipesan': the parts a store ordered in this many days, most often first. */
export const FREQUENT_DAYS = 90
export const FREQUENT_MAX = 20
