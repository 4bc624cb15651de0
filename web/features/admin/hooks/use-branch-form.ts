// The state of the branch form (Tambah Cabang, Ubah Cabang): the draft, the fields touched, the
// server's sentences per field, and the save, one per press (#web/lib/use-draft-form.ts). One form
// for both: an edit never sends the code.

import type { Branch } from '#common/admin.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { type EditForm, useDraftForm } from '#web/lib/use-draft-form.ts'
import { useCreateBranch } from '../api/create-branch'
import { useUpdateBranch } from '../api/update-branch'
import {
  type BranchDraft,
  type BranchField,
  branchErrors,
  createBranchBody,
  draftOf,
  EMPTY_BRANCH_DRAFT,
  updateBranchBody,
} from '../logic/branch-form'
import { failureOf } from '../logic/errors'
import { BRANCH_UI } from '../logic/messages'

const FIELDS: readonly BranchField[] = ['code', 'name', 'address', 'phone']

export interface BranchForm extends EditForm<BranchDraft, BranchField> {
  editing: Branch | null
}

export function useBranchForm(editing: Branch | null, onDone: () => void): BranchForm {
  const create = useCreateBranch()
  const update = useUpdateBranch()
  const form = useDraftForm<BranchDraft, BranchField>({
    initial: () => (editing ? draftOf(editing) : EMPTY_BRANCH_DRAFT),
    fields: FIELDS,
    rules: (draft) => branchErrors(draft, { editing: editing !== null }),
    failureOf,
    onDone,
  })
  const { draft } = form.fields
  const changes = editing ? updateBranchBody(editing, draft) : null

  /** Sends what the form holds; the sentence of its success, or null when there is nothing to send. */
  function send(): Promise<string> | null {
    if (!editing) {
      const body = createBranchBody(draft)
      return create.mutateAsync(body).then(() => BRANCH_UI.created(body.code))
    }
    if (!changes) return null
    return update.mutateAsync({ id: editing.id, body: changes }).then(() => BRANCH_UI.saved(editing.code))
  }

  return {
    ...form.fields,
    editing,
    canSave: form.ready && (editing === null || changes !== null),
    save: () => form.submit(send),
    unsaved: editing ? changes !== null : hasTypedText(draft, EMPTY_BRANCH_DRAFT),
  }
}
