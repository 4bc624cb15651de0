// Head office's 'Tambah Staff' form as data: the Daftar User fields of staff (common/account-
// rules.ts decides every value) plus the branch and whether the person chooses his own password
// at first sign-in; the multipart body of POST /api/admin/staff in ADMIN_STAFF_FIELDS's order.
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
import type { ADMIN_STAFF_FIELDS } from '../../../../common/admin'
import { STAFF_UI } from './messages'

export type StaffField = (typeof ADMIN_STAFF_FIELDS)[number]

export interface StaffDraft {
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
  /** 0 while no branch is chosen */
  branch_id: number
  must_change_password: boolean
}

export type StaffErrors = Partial<Record<StaffField, string>>

export const emptyStaffDraft = (branchId = 0): StaffDraft => ({
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
  branch_id: branchId,
  // someone else chose this password: by default the person replaces it at first sign-in
  must_change_password: true,
})

/** Shown as it will be stored (usernames and IBS codes uppercased as typed). */
export const upperInput = (typed: string) => typed.toUpperCase()

const messageOf = (checked: Checked<unknown>) => (checked.ok ? undefined : checked.message)

function passwordErrors(draft: StaffDraft): StaffErrors {
  const checked = checkNewPassword(draft.password, draft.confirm_password)
  if (checked.ok) return {}
  return checked.message === ACCOUNT_TEXT.confirmMismatch ? { confirm_password: checked.message } : { password: checked.message }
}

/** Every field whose rule fails now, with the rule's sentence. */
export function staffErrors(draft: StaffDraft): StaffErrors {
  const errors: StaffErrors = {
    username: messageOf(checkNewUsername(draft.username)),
    first_name: messageOf(checkFirstName(draft.first_name)),
    last_name: messageOf(checkLastName(draft.last_name)),
    mobile: draft.mobile.trim() === '' ? undefined : messageOf(checkMobile(draft.mobile)),
    email: draft.email.trim() === '' ? undefined : messageOf(checkEmail(draft.email)),
    address: messageOf(checkAddress(draft.address)),
    landline: messageOf(checkLandline(draft.landline)),
    description: messageOf(checkDescription(draft.description)),
    branch_id: draft.branch_id > 0 ? undefined : STAFF_UI.branchRequired,
    ibs_salesman_code: draft.is_salesman ? messageOf(checkSalesmanCode(draft.ibs_salesman_code)) : undefined,
    ...passwordErrors(draft),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))
}

/** The fields sent, in the contract's order; the salesman code only for a salesman. */
export function staffFields(draft: StaffDraft): [StaffField, string][] {
  const mobile = checkMobile(draft.mobile)
  const fields: [StaffField, string][] = [
    ['username', draft.username.trim()],
    ['first_name', draft.first_name.trim()],
    ['last_name', draft.last_name.trim()],
    ['mobile', mobile.ok ? mobile.value : draft.mobile.trim()],
    ['password', draft.password],
    ['confirm_password', draft.confirm_password],
    ['email', draft.email.trim()],
    ['address', draft.address.trim()],
    ['landline', draft.landline.trim()],
    ['description', draft.description.trim()],
    ['is_salesman', draft.is_salesman ? '1' : '0'],
  ]
  if (draft.is_salesman) fields.push(['ibs_salesman_code', draft.ibs_salesman_code.trim()])
  fields.push(['branch_id', String(draft.branch_id)], ['must_change_password', draft.must_change_password ? '1' : '0'])
  return fields
}

export function buildStaffForm(draft: StaffDraft): FormData {
  const form = new FormData()
  for (const [name, value] of staffFields(draft)) form.append(name, value)
  return form
}
