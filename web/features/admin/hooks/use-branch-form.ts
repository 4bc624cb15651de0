// The state of the branch form (Tambah Cabang, Ubah Cabang): the draft, the fields touched, the
// server's sentences per field, and the save. One form for both: an edit never sends the code.

import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { Branch } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
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
}

export function useBranchForm(editing: Branch | null, onDone: () => void): BranchForm {
  const [draft, setDraft] = useState<BranchDraft>(() => (editing ? draftOf(editing) : EMPTY_BRANCH_DRAFT))
  const marks = useFieldMarks<BranchField>(FIELDS)
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateBranch()
  const update = useUpdateBranch()
  const rules = branchErrors(draft, { editing: editing !== null })
  const changes = editing ? updateBranchBody(editing, draft) : null

  const refuse = (error: unknown) => marks.refuse(failureOf(error), setFailure)

  function save() {
    marks.touchAll()
    if (Object.keys(rules).length > 0) return
    const done = (message: string) => {
      notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })
      onDone()
    }
    if (!editing) {
      const body = createBranchBody(draft)
      create.mutate(body, { onSuccess: () => done(BRANCH_UI.created(body.code)), onError: refuse })
    } else if (changes) {
      update.mutate({ id: editing.id, body: changes }, { onSuccess: () => done(BRANCH_UI.saved(editing.code)), onError: refuse })
    }
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
  }
}
