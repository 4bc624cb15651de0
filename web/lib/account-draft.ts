// What every form that registers an account shares (management's Daftar User, head office's
// Tambah Staff): the person's fields, what each rule says of them (common/account-person.ts, the
// server's own list), and how they are sent. Each form adds its own (role and store, or branch).
import { checkPerson, passwordField } from '#common/account-person.ts'
import { type Checked, checkMobile, checkSalesmanCode, failedSentences } from '#common/account-rules.ts'

export interface AccountDraft {
  username: string
  first_name: string
  last_name: string
  mobile: string
  password: string
  confirm_password: string
  email: string
  address: string
  landline: string
  description: string
  is_salesman: boolean
  ibs_salesman_code: string
  /** 'Wajib ganti password saat login pertama': the person replaces the password chosen for him. */
  must_change_password: boolean
}

export type AccountTextKey = Exclude<keyof AccountDraft, 'is_salesman' | 'must_change_password'>
export type AccountErrors = Partial<Record<AccountTextKey, string>>

export const EMPTY_ACCOUNT_DRAFT: AccountDraft = {
  username: '',
  first_name: '',
  last_name: '',
  mobile: '',
  password: '',
  confirm_password: '',
  email: '',
  address: '',
  landline: '',
  description: '',
  is_salesman: false,
  ibs_salesman_code: '',
  // someone else chooses this password: by default the person replaces it at first sign-in
  must_change_password: true,
}

/** Shown as it will be stored: usernames and IBS codes are uppercased as they are typed. */
export const upperInput = (typed: string) => typed.toUpperCase()

const messageOf = (checked: Checked<unknown>) => (checked.ok ? undefined : checked.message)

/** The fields with a sentence only: a rule that passed leaves no key behind. */
export function onlyFailed<E extends Record<string, string | undefined>>(errors: E): E {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as E
}

/**
 * Every field of the person whose rule fails now, with the rule's sentence; the salesman code
 * only where the form asks for one (`salesman`).
 */
export function accountErrors(draft: AccountDraft, salesman: boolean): AccountErrors {
  const { password, ...others } = checkPerson(draft)
  return onlyFailed<AccountErrors>({
    ...failedSentences(others),
    [passwordField(password)]: messageOf(password),
    ibs_salesman_code: salesman ? messageOf(checkSalesmanCode(draft.ibs_salesman_code)) : undefined,
  })
}

/**
 * The person's fields as sent, in either contract's order: who he is, then what the form puts
 * `between` (management's role), then the mobile (as the preview promised, 'Disimpan sebagai
 * 08…'), the password and the contact.
 */
export function personFields<K extends string = never>(
  draft: AccountDraft,
  between: [K, string][] = [],
): [AccountTextKey | K, string][] {
  const mobile = checkMobile(draft.mobile)
  return [
    ['username', draft.username.trim()],
    ['first_name', draft.first_name.trim()],
    ['last_name', draft.last_name.trim()],
    ...between,
    ['mobile', mobile.ok ? mobile.value : draft.mobile.trim()],
    ['password', draft.password],
    ['confirm_password', draft.confirm_password],
    ['email', draft.email.trim()],
    ['address', draft.address.trim()],
    ['landline', draft.landline.trim()],
    ['description', draft.description.trim()],
  ]
}

/** A checkbox as the multipart body says it. */
export const flag = (on: boolean) => (on ? '1' : '0')
