// A person's own fields as every form that registers an account sends them (management's Daftar
// User, head office's Tambah Staff), each checked by its rule of account-rules.ts: the screen shows
// every failure beside its field, the server refuses with the first in the form's order. One list,
// so the two agree on which fields may stay empty and under which input a password mismatch is said.
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
} from './account-rules'

type PersonField =
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'mobile'
  | 'email'
  | 'password'
  | 'confirm_password'
  | 'address'
  | 'landline'
  | 'description'

/** The person's fields as typed; an absent one is empty. */
export type PersonTyped = Partial<Record<PersonField, string>>

/** Each field's check, the cleaned value when it passes; the password's covers its confirmation. */
export interface PersonChecks {
  username: Checked<string>
  first_name: Checked<string>
  last_name: Checked<string>
  /** optional: a person without one sets it once on his profile (product.md §2.14, §5.5) */
  mobile: Checked<string | null>
  email: Checked<string | null>
  password: Checked<string>
  address: Checked<string | null>
  landline: Checked<string | null>
  description: Checked<string | null>
}

/** An optional field: empty passes as null, anything typed must pass its rule. */
function optional(raw: string | undefined, check: (typed: string) => Checked<string>): Checked<string | null> {
  return (raw ?? '').trim() === '' ? { ok: true, value: null } : check(raw ?? '')
}

export function checkPerson(typed: PersonTyped): PersonChecks {
  return {
    username: checkNewUsername(typed.username ?? ''),
    first_name: checkFirstName(typed.first_name ?? ''),
    last_name: checkLastName(typed.last_name ?? ''),
    mobile: optional(typed.mobile, checkMobile),
    email: optional(typed.email, checkEmail),
    password: checkNewPassword(typed.password ?? '', typed.confirm_password ?? ''),
    address: checkAddress(typed.address),
    landline: checkLandline(typed.landline),
    description: checkDescription(typed.description),
  }
}

/** The input a password check's sentence belongs under: the rule answers one for both, a mismatch is the confirmation's. */
export function passwordField(checked: Checked<string>): 'password' | 'confirm_password' {
  return checked.ok || checked.message !== ACCOUNT_TEXT.confirmMismatch ? 'password' : 'confirm_password'
}
