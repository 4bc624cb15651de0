import { checkPerson, passwordField } from '#common/account-person.ts'
import { ACCOUNT_TEXT, type Checked, checkSalesmanCode } from '#common/account-rules.ts'
import type { CreateUserField } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import { AppError } from '../http/app-error'

// The create-user form (product.md §5.5) checked field by field with the rules the form itself
// runs (common/account-person.ts, common/account-rules.ts), so the server refuses with the very
// sentence the screen shows. Pure: whether the username is free and the store is the branch's is
// the service's job.

/** A field that breaks its rule: 422 FIELD_INVALID, the rule's sentence, and which field. */
export function fieldInvalid(field: string, message: string): AppError {
  return new AppError(422, 'FIELD_INVALID', message, { field })
}

/** The value of a passed check, or the field's 422. */
export function take<T>(field: string, checked: Checked<T>): T {
  if (!checked.ok) throw fieldInvalid(field, checked.message)
  return checked.value
}

export interface NewAccount {
  username: string
  first_name: string
  last_name: string
  role: Role
  /** optional: the person may set it once on his profile (product.md §2.14, §5.5) */
  mobile: string | null
  email: string | null
  password: string
  address: string | null
  landline: string | null
  description: string | null
  /** the buyer's store, still to be checked against the staff member's branch */
  store_id: number | null
  is_salesman: boolean
  ibs_salesman_code: string | null
  /** the person chooses his own password at his first sign-in */
  must_change_password: boolean
}

const ROLE_TEXT = 'Pilih role user atau seller.'
const SALESMAN_TEXT = 'Salesman hanya untuk role seller.'
const STAFF_STORE_TEXT = 'Staf tidak terhubung ke toko.'
const MUST_CHANGE_TEXT = 'Pilihan wajib ganti password harus 1 atau 0.'

function readRole(raw: string | undefined): Role {
  if (raw === 'user' || raw === 'seller') return raw
  throw fieldInvalid('role', ROLE_TEXT)
}

/** '1' or '0' as the form sends it; an absent or empty toggle is off. */
function readSalesman(raw: string | undefined): boolean {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  throw fieldInvalid('is_salesman', SALESMAN_TEXT)
}

/**
 * '1': the person chooses his own password at his first sign-in. Absent means '0', so a client
 * that does not know the field creates accounts as before.
 */
export function readMustChangePassword(raw: string | undefined): boolean {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0') return false
  if (value === '1') return true
  throw fieldInvalid('must_change_password', MUST_CHANGE_TEXT)
}

/** The store picker sends 0 while nothing is chosen (product.md §5.5); anything but a positive id is none. */
function readStoreId(raw: string | undefined): number | null {
  const value = (raw ?? '').trim()
  if (!/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

function isEmptyStore(raw: string | undefined): boolean {
  const value = (raw ?? '').trim()
  return value === '' || /^0+$/.test(value)
}

/** The account a staff member may create from the form, or the first field that is wrong. */
export function checkCreateUserForm(form: Partial<Record<CreateUserField, string>>): NewAccount {
  const person = checkPerson(form)
  const common = {
    username: take('username', person.username),
    first_name: take('first_name', person.first_name),
    last_name: take('last_name', person.last_name),
    role: readRole(form.role),
    mobile: take('mobile', person.mobile),
    email: take('email', person.email),
    password: take(passwordField(person.password), person.password),
    address: take('address', person.address),
    landline: take('landline', person.landline),
    description: take('description', person.description),
    must_change_password: readMustChangePassword(form.must_change_password),
  }
  const is_salesman = readSalesman(form.is_salesman)

  if (common.role === 'user') {
    if (is_salesman) throw fieldInvalid('is_salesman', SALESMAN_TEXT)
    const store_id = readStoreId(form.store_id)
    if (store_id === null) throw fieldInvalid('store_id', ACCOUNT_TEXT.storeRequired)
    return { ...common, store_id, is_salesman: false, ibs_salesman_code: null }
  }
  // staff belong to the branch, never to a store; the picker's 0 is no store
  if (!isEmptyStore(form.store_id)) throw fieldInvalid('store_id', STAFF_STORE_TEXT)
  // a code left in the hidden input after the toggle went off is not kept
  const ibs_salesman_code = is_salesman ? take('ibs_salesman_code', checkSalesmanCode(form.ibs_salesman_code ?? '')) : null
  return { ...common, store_id: null, is_salesman, ibs_salesman_code }
}
