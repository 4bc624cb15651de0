import {
  checkDescription,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkMobile,
  checkNewUsername,
  checkStoreCode,
  checkStoreName,
  isUnset,
} from '#common/account-rules.ts'
import { ONBOARDING_REASONS } from '#common/onboarding.ts'
import { checkNpwp, checkPriceGroup, checkStoreAddress } from '#common/store-rules.ts'
import type { RawRow } from './rows'

// One row of a customer file checked on its own, with the very rules of Daftar Toko and Daftar
// User (common/account-rules.ts): what the row says once cleaned, and every reason it cannot be
// written as it stands. Whether its branch, code and username are free is plan.ts's job.

export interface StoreFields {
  code: string
  name: string
  /** null: the file leaves it empty (an existing store keeps its own) */
  description: string | null
  /** 'Grup Harga', NPWP (digits) and address; null: the file leaves it empty (an existing store keeps its own) */
  price_group: string | null
  npwp: string | null
  address: string | null
}

export interface UserFields {
  username: string
  first_name: string
  last_name: string
  mobile: string | null
  email: string | null
}

export interface CheckedRow {
  no: number
  /** the file's texts, for the preview */
  raw: RawRow['cells']
  /** uppercased; '' when the file leaves it empty */
  branchCode: string
  /** null when its code or name breaks a rule */
  store: StoreFields | null
  /** null for a store alone, or when a field breaks a rule */
  user: UserFields | null
  /** the file names a user (username or any of his fields) */
  hasUser: boolean
  reasons: string[]
}

const USER_COLUMNS = ['username', 'first_name', 'last_name', 'mobile', 'email'] as const

/** A check's value, or its sentence added to the reasons. */
function take<T>(reasons: string[], checked: { ok: true; value: T } | { ok: false; message: string }): T | null {
  if (checked.ok) return checked.value
  reasons.push(checked.message)
  return null
}

/** The reason of an empty required field, added; null in its place. */
function missing(reasons: string[], reason: string): null {
  reasons.push(reason)
  return null
}

function checkStore(cells: RawRow['cells'], reasons: string[]): StoreFields | null {
  const before = reasons.length
  const code =
    cells.ibs_cust_code === ''
      ? missing(reasons, ONBOARDING_REASONS.storeCodeRequired)
      : take(reasons, checkStoreCode(cells.ibs_cust_code))
  const name =
    cells.store_name === ''
      ? missing(reasons, ONBOARDING_REASONS.storeNameRequired)
      : take(reasons, checkStoreName(cells.store_name))
  const description = checkDescription(cells.store_description)
  if (!description.ok) reasons.push(description.message)
  // '-' is no value here too, as DMS exports write an unknown NPWP
  const priceGroup = isUnset(cells.price_group) ? null : take(reasons, checkPriceGroup(cells.price_group))
  const npwp = isUnset(cells.npwp) ? null : take(reasons, checkNpwp(cells.npwp))
  const address = isUnset(cells.address) ? null : take(reasons, checkStoreAddress(cells.address))
  if (reasons.length > before || code === null || name === null || !description.ok) return null
  return { code, name, description: description.value, price_group: priceGroup, npwp, address }
}

function checkUser(cells: RawRow['cells'], reasons: string[]): UserFields | null {
  const before = reasons.length
  if (cells.username === '') {
    reasons.push(ONBOARDING_REASONS.usernameMissing)
    return null
  }
  const username = take(reasons, checkNewUsername(cells.username))
  const first_name = take(reasons, checkFirstName(cells.first_name))
  const last_name = take(reasons, checkLastName(cells.last_name))
  // empty or '-' is no mobile and no email, as on the profile
  const mobile = isUnset(cells.mobile) ? null : take(reasons, checkMobile(cells.mobile))
  const email = isUnset(cells.email) ? null : take(reasons, checkEmail(cells.email))
  if (reasons.length > before || username === null || first_name === null || last_name === null) return null
  return { username, first_name, last_name, mobile, email }
}

/** The row's own rules: the store's fields always, the user's when the row names one. */
export function checkRow(row: RawRow): CheckedRow {
  const reasons: string[] = []
  const store = checkStore(row.cells, reasons)
  // '-' in mobile or email is no value (as on the profile), so a store alone may carry it
  const hasUser = USER_COLUMNS.some((column) =>
    column === 'mobile' || column === 'email' ? !isUnset(row.cells[column]) : row.cells[column] !== '',
  )
  const user = hasUser ? checkUser(row.cells, reasons) : null
  return { no: row.no, raw: row.cells, branchCode: row.cells.branch_code.toUpperCase(), store, user, hasUser, reasons }
}

/** Every reason of a row in one text: each without its closing full stop, joined by '; '. */
export function joinReasons(reasons: string[]): string | null {
  if (reasons.length === 0) return null
  return [...new Set(reasons.map((r) => r.replace(/\.$/, '')))].join('; ')
}
