// The branch form as data: the draft, what each field's rule says of it, and the bodies of
// POST /api/admin/branches and PATCH /api/admin/branches/{id}. The checks are the server's
// (common/branch-rules.ts), so the form says what the server would.
import type { Checked } from '#common/account-rules.ts'
import type { Branch, CreateBranchRequest, UpdateBranchRequest } from '#common/admin.ts'
import { checkBranchAddress, checkBranchCode, checkBranchName, checkBranchPhone } from '#common/branch-rules.ts'

export interface BranchDraft {
  code: string
  name: string
  address: string
  phone: string
}

export type BranchField = keyof BranchDraft
export type BranchErrors = Partial<Record<BranchField, string>>

export const EMPTY_BRANCH_DRAFT: BranchDraft = { code: '', name: '', address: '', phone: '' }

/** The code input shows what will be stored: uppercased as typed, spaces dropped. */
export const branchCodeInput = (typed: string) => typed.toUpperCase().replace(/\s+/g, '')

export function draftOf(branch: Branch): BranchDraft {
  return { code: branch.code, name: branch.name, address: branch.address, phone: branch.phone }
}

/** Every field whose rule fails now, with the rule's sentence; an edit keeps the code it has. */
export function branchErrors(draft: BranchDraft, { editing = false } = {}): BranchErrors {
  const errors: BranchErrors = {}
  const judge = (field: BranchField, checked: Checked<string>) => {
    if (!checked.ok) errors[field] = checked.message
  }
  if (!editing) judge('code', checkBranchCode(draft.code))
  judge('name', checkBranchName(draft.name))
  judge('address', checkBranchAddress(draft.address))
  judge('phone', checkBranchPhone(draft.phone))
  return errors
}

export function createBranchBody(draft: BranchDraft): CreateBranchRequest {
  return { code: draft.code.trim(), name: draft.name.trim(), address: draft.address.trim(), phone: draft.phone.trim() }
}

/** Only what changed (the code never does); null when nothing did. */
export function updateBranchBody(before: Branch, draft: BranchDraft): UpdateBranchRequest | null {
  const body: UpdateBranchRequest = {}
  if (draft.name.trim() !== before.name) body.name = draft.name.trim()
  if (draft.address.trim() !== before.address) body.address = draft.address.trim()
  if (draft.phone.trim() !== before.phone) body.phone = draft.phone.trim()
  return Object.keys(body).length > 0 ? body : null
}
