// The branch form as data: the draft, what each field's rule says of it, and the bodies of
// POST /api/admin/branches and PATCH /api/admin/branches/{id}. The limits and sentences are
// common/admin.ts's, so the form says what the server would.
import {
  BRANCH_ADDRESS_MAX,
  BRANCH_CODE_PATTERN,
  BRANCH_NAME_MAX,
  BRANCH_PHONE_MAX,
  BRANCH_TEXT,
  type Branch,
  type CreateBranchRequest,
  type UpdateBranchRequest,
} from '#common/admin.ts'

export interface BranchDraft {
  code: string
  name: string
  address: string
  phone: string
}

export type BranchField = keyof BranchDraft
export type BranchErrors = Partial<Record<BranchField, string>>

export const EMPTY_BRANCH_DRAFT: BranchDraft = { code: '', name: '', address: '', phone: '' }

const PHONE_PATTERN = /^[\d ()+-]*$/

/** The code input shows what will be stored: uppercased as typed, spaces dropped. */
export const branchCodeInput = (typed: string) => typed.toUpperCase().replace(/\s+/g, '')

export function draftOf(branch: Branch): BranchDraft {
  return { code: branch.code, name: branch.name, address: branch.address, phone: branch.phone }
}

/** Every field whose rule fails now, with the rule's sentence; an edit keeps the code it has. */
export function branchErrors(draft: BranchDraft, { editing = false } = {}): BranchErrors {
  const errors: BranchErrors = {}
  if (!editing && !BRANCH_CODE_PATTERN.test(draft.code.trim())) errors.code = BRANCH_TEXT.code
  const name = draft.name.trim()
  if (name === '' || name.length > BRANCH_NAME_MAX) errors.name = BRANCH_TEXT.name
  if (draft.address.trim().length > BRANCH_ADDRESS_MAX) errors.address = BRANCH_TEXT.address
  const phone = draft.phone.trim()
  if (phone.length > BRANCH_PHONE_MAX || !PHONE_PATTERN.test(phone)) errors.phone = BRANCH_TEXT.phone
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
