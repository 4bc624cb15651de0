// The state of the branch form (Tambah Cabang, Ubah Cabang): the draft, the fields touched, the
// server's sentences per field, and the save. One form for both: an edit never sends the code.
// One save per press: a double click would create the branch twice (the second answer a 409,
// the code just taken) or say a failure beside the success.

import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { Branch } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
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

export interface BranchForm {
  draft: BranchDraft
  editing: Branch | null
  set: (field: BranchField, value: string) => void
  touch: (field: BranchField) => void
  errorOf: (field: BranchField) => string | undefined
  /** a refusal that names no field */
  failure: string | null
  saving: boolean
  canSave: boolean
  save: () => void
  /** Typed and not yet saved: closing the form asks first. */
  unsaved: boolean
}

export function useBranchForm(editing: Branch | null, onDone: () => void): BranchForm {
  const [draft, setDraft] = useState<BranchDraft>(() => (editing ? draftOf(editing) : EMPTY_BRANCH_DRAFT))
  const marks = useFieldMarks<BranchField>(FIELDS)
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateBranch()
  const update = useUpdateBranch()
  const guard = useSingleFlight()
  const rules = branchErrors(draft, { editing: editing !== null })
  const changes = editing ? updateBranchBody(editing, draft) : null

  const refuse = (error: unknown) => marks.refuse(failureOf(error), setFailure)

  /** Sends what the form holds; the sentence of its success, or null when there is nothing to send. */
  function send(): Promise<string> | null {
    if (!editing) {
      const body = createBranchBody(draft)
      return create.mutateAsync(body).then(() => BRANCH_UI.created(body.code))
    }
    if (!changes) return null
    return update.mutateAsync({ id: editing.id, body: changes }).then(() => BRANCH_UI.saved(editing.code))
  }

  function save() {
    if (guard.isBusy()) return
    marks.touchAll()
    if (Object.keys(rules).length > 0) return
    void guard.run(async () => {
      const sending = send()
      if (!sending) return
      try {
        const message = await sending
        notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })
        onDone()
      } catch (error) {
        refuse(error)
      }
    })
  }

  const saving = create.isPending || update.isPending
  return {
    draft,
    editing,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }))
      marks.forget(field)
      setFailure(null)
    },
    touch: marks.touch,
    errorOf: (field) => marks.server[field] ?? (marks.isTouched(field) ? rules[field] : undefined),
    failure,
    saving,
    canSave: !saving && Object.keys(marks.server).length === 0 && (editing === null || changes !== null),
    save,
    unsaved: editing ? changes !== null : hasTypedText(draft, EMPTY_BRANCH_DRAFT),
  }
}
