import type { Checked } from './account-rules'

// A store's price fields (docs/product.md §10.10): its 'Grup Harga' and its NPWP, and beside them
// its address (what its orders' print names with the NPWP), all optional. Daftar Toko, List
// Toko's edit, head office's Toko and the onboarding file all run these, and the server runs them
// again; the database checks the same shapes (migration 0015).

/** A price group code as the dealer's price lists write it: stored uppercased. */
export const PRICE_GROUP_PATTERN = /^[A-Z0-9_-]{1,20}$/
export const PRICE_GROUP_MAX = 20
/** Room for the dots, dashes and spaces of a written NPWP ('01.234.567.8-901.000' is 20). */
export const NPWP_TYPED_MAX = 30
/** migration 0015: stores.address is 1–100 characters */
export const STORE_ADDRESS_MAX = 100

export const STORE_PRICE_TEXT = {
  priceGroup: 'Grup Harga maks 20 karakter: huruf, angka, _ atau -.',
  npwp: 'NPWP harus 15 atau 16 angka.',
  address: 'Alamat maks 100 karakter, tanpa < atau >.',
} as const

const ok = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (message: string): Checked<never> => ({ ok: false, message })

/** What a price group input shows as it is typed: uppercased, without spaces. */
export const priceGroupInput = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()

/** Optional: empty (or only spaces) is no group, null; else the code uppercased. */
export function checkPriceGroup(raw: string | null | undefined): Checked<string | null> {
  const code = priceGroupInput(raw ?? '')
  if (code === '') return ok(null)
  return PRICE_GROUP_PATTERN.test(code) ? ok(code) : fail(STORE_PRICE_TEXT.priceGroup)
}

/**
 * Optional: empty is no NPWP, null. The written forms ('01.234.567.8-901.000', a 16-digit NIK
 * with dashes) keep their digits only; any other character, or another count of digits, is refused.
 */
export function checkNpwp(raw: string | null | undefined): Checked<string | null> {
  const typed = (raw ?? '').trim()
  if (typed === '') return ok(null)
  if (typed.length > NPWP_TYPED_MAX || !/^[0-9.-]+$/.test(typed)) return fail(STORE_PRICE_TEXT.npwp)
  const digits = typed.replace(/[.-]/g, '')
  return /^[0-9]{15,16}$/.test(digits) ? ok(digits) : fail(STORE_PRICE_TEXT.npwp)
}

/** An NPWP as people read it: 15 digits as 01.234.567.8-901.000, 16 digits (a NIK) as they are. */
export function formatNpwp(digits: string): string {
  const m = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/.exec(digits)
  return m ? `${m[1]}.${m[2]}.${m[3]}.${m[4]}-${m[5]}.${m[6]}` : digits
}

// control characters (a pasted tab or line break, a NUL from a spreadsheet cell) and lone UTF-16
// halves, which PostgreSQL cannot store as text
const INVISIBLE = /[\p{Cc}\p{Cs}]/u

/**
 * Optional: empty (or only spaces) is no address, null; else the text trimmed, at most 100
 * characters, without control characters, '<' or '>' (as a user's description, common/account-rules.ts).
 * Unlike a user's address, any letter or sign of a street address is kept ('Jl. Raya No. 5 RT 01/RW 02; Blok C-3').
 */
export function checkStoreAddress(raw: string | null | undefined): Checked<string | null> {
  const text = (raw ?? '').trim()
  if (text === '') return ok(null)
  if (text.length > STORE_ADDRESS_MAX || INVISIBLE.test(text) || /[<>]/.test(text)) return fail(STORE_PRICE_TEXT.address)
  return ok(text)
}
