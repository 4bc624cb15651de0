import type { Checked } from './account-rules'
import { BRANCH_ADDRESS_MAX, BRANCH_CODE_PATTERN, BRANCH_NAME_MAX, BRANCH_PHONE_MAX, BRANCH_TEXT } from './admin'

// The fields of a branch (head office's Cabang form), checked the same way by the form and the
// server. The code is part of every No. Transaksi, so it is strict and never changes.

const ok = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (message: string): Checked<never> => ({ ok: false, message })

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** Runs of spaces, tabs and line breaks become one space: the letterhead prints one line. */
const oneLine = (raw: string) => raw.trim().replace(/\s+/g, ' ')

/** 3–10 letters and digits, spaces dropped, uppercased ('sby 01' is SBY01). */
export function checkBranchCode(raw: string): Checked<string> {
  const code = raw.replace(/\s+/g, '').toUpperCase()
  return BRANCH_CODE_PATTERN.test(code) ? ok(code) : fail(BRANCH_TEXT.code)
}

/** Angle brackets are refused with their own sentence: the length's would send the person looking elsewhere. */
const MARKUP = /[<>]/

export function checkBranchName(raw: string): Checked<string> {
  const name = oneLine(raw)
  if (MARKUP.test(name)) return fail(BRANCH_TEXT.nameMarkup)
  if (name.length === 0 || name.length > BRANCH_NAME_MAX || CONTROL.test(raw)) return fail(BRANCH_TEXT.name)
  return ok(name)
}

/** Optional: '' when none. */
export function checkBranchAddress(raw: string | undefined): Checked<string> {
  const address = oneLine(raw ?? '')
  if (MARKUP.test(address)) return fail(BRANCH_TEXT.addressMarkup)
  if (address.length > BRANCH_ADDRESS_MAX || CONTROL.test(raw ?? '')) return fail(BRANCH_TEXT.address)
  return ok(address)
}

/** Optional: '' when none; digits, spaces, ( ) + - only. */
export function checkBranchPhone(raw: string | undefined): Checked<string> {
  const phone = oneLine(raw ?? '')
  if (phone === '') return ok('')
  return phone.length <= BRANCH_PHONE_MAX && /^[\d ()+-]+$/.test(phone) && /\d/.test(phone) ? ok(phone) : fail(BRANCH_TEXT.phone)
}
