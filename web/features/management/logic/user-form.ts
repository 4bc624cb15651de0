// The Daftar User form as data (SPEC §3 'User create payload', §4, §5 'Create user'): the draft,
// what each field's rule says of it, whether Simpan may be pressed, and the multipart body.
// Every rule is common/account-rules.ts; nothing here re-decides what a valid value is.
import {
  ACCOUNT_TEXT,
  type Checked,
  checkAddress,
  checkDescription,
  checkEmail,
  checkFirstName,
  checkLandline,
  checkLastName,
  checkMobile,
  checkNewPassword,
  checkNewUsername,
  checkSalesmanCode,
} from '../../../../common/account-rules'
import { CREATE_USER_FILE_FIELD, type CreateUserField } from '../../../../common/management'
import type { Role } from '../../../../common/roles'
import type { Availability } from './availability'

export interface UserDraft {
  username: string
  first_name: string
  last_name: string
  role: Role
  mobile: string
  password: string
  confirm_password: string
  email: string
  address: string
  landline: string
  description: string
  /** 0 while no store is chosen (the picker's own "none", SPEC §4). */
  store_id: number
  is_salesman: boolean
  ibs_salesman_code: string
  /** 'Wajib ganti password saat login pertama': the person replaces the password staff chose. */
  must_change_password: boolean
}

export const EMPTY_USER_DRAFT: UserDraft = {
  username: '',
  first_name: '',
  last_name: '',
  role: 'user',
  mobile: '',
  password: '',
  confirm_password: '',
  email: '',
  address: '',
  landline: '',
  description: '',
  store_id: 0,
  is_salesman: false,
  ibs_salesman_code: '',
  // someone else chooses this password: by default the person replaces it at first sign-in
  must_change_password: true,
}

/** The username input shows what will be stored, uppercased as it is typed (SPEC §5). */
export const usernameInput = (typed: string) => typed.toUpperCase()
export const salesmanCodeInput = (typed: string) => typed.toUpperCase()

/** Staff have no store; buyers are no salesmen (SPEC §4). */
export function withRole(draft: UserDraft, role: Role): UserDraft {
  if (role === 'seller') return { ...draft, role, store_id: 0 }
  return { ...draft, role, is_salesman: false, ibs_salesman_code: '' }
}

/** The store to pick by itself: a buyer with none chosen and exactly one store on offer. */
export function storeToAutoSelect(draft: UserDraft, stores: readonly { id: number }[]): number | null {
  if (draft.role !== 'user' || draft.store_id !== 0 || stores.length !== 1) return null
  return stores[0].id
}

export type FieldErrors = Partial<Record<CreateUserField | typeof CREATE_USER_FILE_FIELD, string>>

const messageOf = (checked: Checked<unknown>) => (checked.ok ? undefined : checked.message)

function passwordErrors(draft: UserDraft): FieldErrors {
  const checked = checkNewPassword(draft.password, draft.confirm_password)
  if (checked.ok) return {}
  // the rule answers one sentence for both inputs; the mismatch belongs under the confirmation
  return checked.message === ACCOUNT_TEXT.confirmMismatch ? { confirm_password: checked.message } : { password: checked.message }
}

/** Every field whose rule fails now, with the rule's sentence (shown once the field is touched). */
export function fieldErrors(draft: UserDraft): FieldErrors {
  const errors: FieldErrors = {
    username: messageOf(checkNewUsername(draft.username)),
    first_name: messageOf(checkFirstName(draft.first_name)),
    last_name: messageOf(checkLastName(draft.last_name)),
    // optional: a person without one sets it once on his profile
    mobile: draft.mobile.trim() === '' ? undefined : messageOf(checkMobile(draft.mobile)),
    email: draft.email.trim() === '' ? undefined : messageOf(checkEmail(draft.email)),
    address: messageOf(checkAddress(draft.address)),
    landline: messageOf(checkLandline(draft.landline)),
    description: messageOf(checkDescription(draft.description)),
    ...passwordErrors(draft),
  }
  if (draft.role === 'user' && draft.store_id <= 0) errors.store_id = ACCOUNT_TEXT.storeRequired
  if (draft.role === 'seller' && draft.is_salesman)
    errors.ibs_salesman_code = messageOf(checkSalesmanCode(draft.ibs_salesman_code))
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

export interface SubmitGate {
  draft: UserDraft
  username: Availability
  photoError: string | null
  /** Sentences the server gave for fields not edited since. */
  serverErrors: FieldErrors
  pending: boolean
}

/** Simpan is pressable only when every rule passes and the username is known to be free (SPEC §5). */
export function canSubmitUser({ draft, username, photoError, serverErrors, pending }: SubmitGate): boolean {
  return (
    !pending &&
    username === 'available' &&
    photoError === null &&
    Object.keys(serverErrors).length === 0 &&
    Object.keys(fieldErrors(draft)).length === 0
  )
}

/** The fields sent for this draft, in the contract's order: store only for buyers, salesman only for staff. */
export function createUserFields(draft: UserDraft): Record<string, string> {
  const mobile = checkMobile(draft.mobile)
  const fields: Record<string, string> = {
    username: draft.username.trim(),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    role: draft.role,
    // what the preview promised ('Disimpan sebagai 08…'); the server normalises again anyway
    mobile: mobile.ok ? mobile.value : draft.mobile.trim(),
    password: draft.password,
    confirm_password: draft.confirm_password,
    email: draft.email.trim(),
    address: draft.address.trim(),
    landline: draft.landline.trim(),
    description: draft.description.trim(),
  }
  if (draft.role === 'user') fields.store_id = String(draft.store_id)
  else {
    fields.is_salesman = draft.is_salesman ? '1' : '0'
    if (draft.is_salesman) fields.ibs_salesman_code = draft.ibs_salesman_code.trim()
  }
  fields.must_change_password = draft.must_change_password ? '1' : '0'
  return fields
}

/** The multipart body of POST /seller/users (SPEC §3); the photo rides in the `image` field. */
export function buildCreateUserForm(draft: UserDraft, photo: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(createUserFields(draft))) form.append(name, value)
  if (photo) form.append(CREATE_USER_FILE_FIELD, photo)
  return form
}
