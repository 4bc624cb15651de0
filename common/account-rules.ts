// The field rules of accounts and stores (product.md §5.5 'Accounts and stores', and
// §5.1 for passwords). Pure functions both sides run: the forms show these messages as the user
// types, and the server refuses with the same words whatever the form let through.
import { isAcceptablePassword, PASSWORD_LENGTH_TEXT } from './password'

export const NAME_MAX = 15
export const EMAIL_MAX = 50
export const ADDRESS_MAX = 100
export const LANDLINE_MAX = 20
export const DESCRIPTION_MAX = 100
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const ACCOUNT_TEXT = {
  usernameFormat:
    'Username 3–20 karakter: huruf, angka, titik, garis bawah atau strip, tanpa pemisah di awal, di akhir atau berurutan.',
  usernameTaken: 'Username sudah dipakai. Gunakan username lain.',
  firstName: "Nama depan wajib diisi, maks 15 karakter (huruf, angka, spasi, - atau ').",
  lastName: "Nama belakang wajib diisi, maks 15 karakter (huruf, angka, spasi, - atau ').",
  mobile: 'Nomor HP harus diawali 08 dan 10–13 digit',
  profileMobile: 'Format nomor HP tidak valid (gunakan 08… atau +62/62/8 yang valid)',
  emailAt: 'Format email tidak valid (kurang "@")',
  emailDomain: 'Format email tidak valid (cek domain)',
  emailLong: 'Email maks 50 karakter.',
  passwordLength: PASSWORD_LENGTH_TEXT,
  confirmMismatch: 'Konfirmasi tidak sama.',
  resetMismatch: 'Password tidak sama.',
  address: "Alamat maks 100 karakter (huruf, angka, spasi dan . , - / # ( ) ' & :).",
  landline: 'Telepon maks 20 karakter (angka, spasi dan ( ) + -).',
  description: 'Deskripsi maks 100 karakter, tanpa < atau >.',
  salesmanCode: 'Kode IBS wajib 3–5 karakter huruf/angka.',
  storeRequired: 'Pilih toko untuk user ini.',
  photoType: 'Format harus JPG/PNG/WebP',
  photoSize: 'Ukuran maks 2MB',
  profilePhotoSize: 'Maks 2 MB',
  storeCode: 'Format Kode IBS tidak valid.',
  storeCodeTaken: 'Kode IBS sudah terpakai. Gunakan kode lain.',
  storeName: 'Format Nama Toko tidak valid.',
} as const

/** What a field check answers: the cleaned value, or the sentence to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }
const ok = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (message: string): Checked<never> => ({ ok: false, message })

/** The sentence of each check that failed, by field: what a form shows beside its inputs. */
export function failedSentences<K extends string>(checks: Record<K, Checked<unknown>>): Partial<Record<K, string>> {
  const sentences: Partial<Record<K, string>> = {}
  for (const field of Object.keys(checks) as K[]) {
    const checked = checks[field]
    if (!checked.ok) sentences[field] = checked.message
  }
  return sentences
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/

/** A new account's username, shown uppercased, stored lowercased (sign-in lowercases too). */
export function checkNewUsername(raw: string): Checked<string> {
  const upper = raw.trim().toUpperCase()
  if (upper.length < 3 || upper.length > 20 || !/^[A-Z0-9]+(?:[._-][A-Z0-9]+)*$/.test(upper))
    return fail(ACCOUNT_TEXT.usernameFormat)
  return ok(upper.toLowerCase())
}

function checkName(raw: string, message: string): Checked<string> {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name.length === 0 || name.length > NAME_MAX || !/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u.test(name)) return fail(message)
  return ok(name)
}
export const checkFirstName = (raw: string) => checkName(raw, ACCOUNT_TEXT.firstName)
export const checkLastName = (raw: string) => checkName(raw, ACCOUNT_TEXT.lastName)

/**
 * A mobile number as people type it (08…, 8…, 62…, +62…, with spaces, dashes and brackets),
 * stored as 08 followed by 8–11 digits. `null` when it cannot be one.
 */
export function normaliseMobile(raw: string): string | null {
  const typed = raw.trim()
  if (typed.length < 8 || typed.length > 30 || !/^\+?[\d\s()-]+$/.test(typed)) return null
  let digits = typed.replace(/[^\d]/g, '')
  if (digits.startsWith('62')) digits = `0${digits.slice(2)}`
  else if (digits.startsWith('8')) digits = `0${digits}`
  return /^08\d{8,11}$/.test(digits) ? digits : null
}

export function checkMobile(raw: string, message: string = ACCOUNT_TEXT.mobile): Checked<string> {
  const mobile = normaliseMobile(raw)
  return mobile ? ok(mobile) : fail(message)
}

export function checkEmail(raw: string): Checked<string> {
  const email = raw.trim().toLowerCase()
  if (email.length > EMAIL_MAX) return fail(ACCOUNT_TEXT.emailLong)
  const at = email.indexOf('@')
  if (at <= 0 || at !== email.lastIndexOf('@')) return fail(ACCOUNT_TEXT.emailAt)
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (!/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) || !/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(domain)) {
    return fail(ACCOUNT_TEXT.emailDomain)
  }
  return ok(email)
}

/** Email and mobile count as unset when empty or '-' (product.md §3). */
export function isUnset(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '' || value.trim() === '-'
}

export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  if (!isAcceptablePassword(password)) return fail(ACCOUNT_TEXT.passwordLength)
  if (password !== confirmation) return fail(ACCOUNT_TEXT.confirmMismatch)
  return ok(password)
}

/** Staff resetting someone's password: the one rule, and both equal. */
export function checkResetPassword(password: string, confirmation: string): Checked<string> {
  if (!isAcceptablePassword(password)) return fail(ACCOUNT_TEXT.passwordLength)
  if (password !== confirmation) return fail(ACCOUNT_TEXT.resetMismatch)
  return ok(password)
}

/** An optional text: empty is null; else at most `max` characters matching `allowed`. */
function optionalText(raw: string | undefined, max: number, allowed: RegExp, message: string): Checked<string | null> {
  const text = (raw ?? '').trim()
  if (text === '') return ok(null)
  if (text.length > max || CONTROL.test(text) || !allowed.test(text)) return fail(message)
  return ok(text)
}

export const checkAddress = (raw: string | undefined) =>
  optionalText(raw, ADDRESS_MAX, /^[\p{L}\p{N} .,\-/#()'&:]+$/u, ACCOUNT_TEXT.address)
export const checkLandline = (raw: string | undefined) => optionalText(raw, LANDLINE_MAX, /^[\d ()+-]+$/, ACCOUNT_TEXT.landline)
export const checkDescription = (raw: string | undefined) =>
  optionalText(raw, DESCRIPTION_MAX, /^[^<>]+$/u, ACCOUNT_TEXT.description)

export function checkSalesmanCode(raw: string): Checked<string> {
  const code = raw.trim().toUpperCase()
  return /^[A-Z0-9]{3,5}$/.test(code) ? ok(code) : fail(ACCOUNT_TEXT.salesmanCode)
}

/** A store's IBS customer code: spaces removed, uppercased, 3–20 letters and digits. */
export function checkStoreCode(raw: string): Checked<string> {
  const code = raw.replace(/\s+/g, '').toUpperCase()
  return /^[A-Z0-9]{3,20}$/.test(code) ? ok(code) : fail(ACCOUNT_TEXT.storeCode)
}

export function checkStoreName(raw: string): Checked<string> {
  const name = raw.trim().replace(/\s+/g, ' ').toUpperCase()
  return /^[A-Z0-9 .,&()/-]{3,100}$/.test(name) ? ok(name) : fail(ACCOUNT_TEXT.storeName)
}

/**
 * A photo picked in a form, judged by what the browser says of it before it is sent; the server
 * decides again by its content. `sizeText` is the screen's own wording of the 2 MB limit.
 */
export function checkPhotoFile(file: { type: string; size: number }, sizeText: string = ACCOUNT_TEXT.photoSize): Checked<true> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return fail(ACCOUNT_TEXT.photoType)
  if (file.size > PHOTO_MAX_BYTES) return fail(sizeText)
  return ok(true)
}
