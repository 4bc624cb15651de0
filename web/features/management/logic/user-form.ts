// The Daftar User form as data (product.md §2.13 'Daftar User', §5.5, §7 POST /seller/users): the draft,
// what each field's rule says of it, whether Simpan may be pressed, and the multipart body.
// Every rule is common/account-rules.ts; nothing here re-decides what a valid value is.
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { CREATE_USER_FILE_FIELD, type CreateUserField } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import {
  type AccountDraft,
  accountErrors,
  EMPTY_ACCOUNT_DRAFT,
  flag,
  onlyFailed,
  personFields,
  upperInput,
} from '#web/lib/account-draft.ts'
import type { Availability } from './availability'

export interface UserDraft extends AccountDraft {
  role: Role
  /** 0 while no store is chosen (the picker's own "none", product.md §2.13). */
  store_id: number
}

export const EMPTY_USER_DRAFT: UserDraft = { ...EMPTY_ACCOUNT_DRAFT, role: 'user', store_id: 0 }

/** The username input shows what will be stored, uppercased as it is typed (product.md §5.5). */
export const usernameInput = upperInput

/** Staff have no store; buyers are no salesmen (product.md §2.13). */
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

/** Every field whose rule fails now, with the rule's sentence (shown once the field is touched). */
export function fieldErrors(draft: UserDraft): FieldErrors {
  return onlyFailed<FieldErrors>({
    ...accountErrors(draft, draft.role === 'seller' && draft.is_salesman),
    store_id: draft.role === 'user' && draft.store_id <= 0 ? ACCOUNT_TEXT.storeRequired : undefined,
  })
}

export interface SubmitGate {
  draft: UserDraft
  username: Availability
  photoError: string | null
  /** Sentences the server gave for fields not edited since. */
  serverErrors: FieldErrors
  pending: boolean
}

/** Simpan is pressable only when every rule passes and the username is known to be free (product.md §5.5). */
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
  const fields: Record<string, string> = Object.fromEntries(personFields(draft, [['role', draft.role]]))
  if (draft.role === 'user') fields.store_id = String(draft.store_id)
  else {
    fields.is_salesman = flag(draft.is_salesman)
    if (draft.is_salesman) fields.ibs_salesman_code = draft.ibs_salesman_code.trim()
  }
  fields.must_change_password = flag(draft.must_change_password)
  return fields
}

/** The multipart body of POST /seller/users (product.md §7); the photo rides in the `image` field. */
export function buildCreateUserForm(draft: UserDraft, photo: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(createUserFields(draft))) form.append(name, value)
  if (photo) form.append(CREATE_USER_FILE_FIELD, photo)
  return form
}
