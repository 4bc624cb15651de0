// Head office's 'Tambah Staff' form as data: the Daftar User fields of staff (web/lib/account-
// draft.ts, whose rules are common/account-rules.ts) plus the branch; the multipart body of
// POST /api/admin/staff in ADMIN_STAFF_FIELDS's order.
import type { ADMIN_STAFF_FIELDS } from '#common/admin.ts'
import { type AccountDraft, accountErrors, EMPTY_ACCOUNT_DRAFT, flag, onlyFailed, personFields } from '#web/lib/account-draft.ts'
import { STAFF_UI } from './messages'

export type StaffField = (typeof ADMIN_STAFF_FIELDS)[number]

export interface StaffDraft extends AccountDraft {
  /** 0 while no branch is chosen */
  branch_id: number
}

export type StaffErrors = Partial<Record<StaffField, string>>

export const emptyStaffDraft = (branchId = 0): StaffDraft => ({ ...EMPTY_ACCOUNT_DRAFT, branch_id: branchId })

/** Every field whose rule fails now, with the rule's sentence. */
export function staffErrors(draft: StaffDraft): StaffErrors {
  return onlyFailed<StaffErrors>({
    ...accountErrors(draft, draft.is_salesman),
    branch_id: draft.branch_id > 0 ? undefined : STAFF_UI.branchRequired,
  })
}

/** The fields sent, in the contract's order; the salesman code only for a salesman. */
export function staffFields(draft: StaffDraft): [StaffField, string][] {
  const fields: [StaffField, string][] = [...personFields(draft), ['is_salesman', flag(draft.is_salesman)]]
  if (draft.is_salesman) fields.push(['ibs_salesman_code', draft.ibs_salesman_code.trim()])
  fields.push(['branch_id', String(draft.branch_id)], ['must_change_password', flag(draft.must_change_password)])
  return fields
}

export function buildStaffForm(draft: StaffDraft): FormData {
  const form = new FormData()
  for (const [name, value] of staffFields(draft)) form.append(name, value)
  return form
}
