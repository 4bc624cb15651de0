// The state of 'Tambah Staff': the draft, the fields touched, the server's sentences per field
// (a taken username arrives as a 409 on save: head office has no live check of its own), and the
// submit with its toast.

import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ADMIN_STAFF_FIELDS } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useCreateStaff } from '../api/create-staff'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'
import { buildStaffForm, emptyStaffDraft, type StaffDraft, type StaffField, staffErrors } from '../logic/staff-form'

export interface StaffForm {
  draft: StaffDraft
  set: <K extends keyof StaffDraft>(key: K, value: StaffDraft[K]) => void
  touch: (field: StaffField) => void
  errorOf: (field: StaffField) => string | undefined
  failure: string | null
  saving: boolean
  canSave: boolean
  save: () => void
}

/** The fields that show a sentence: the two ticks cannot be wrong. */
const SHOWN: readonly StaffField[] = ADMIN_STAFF_FIELDS.filter(
  (field) => field !== 'is_salesman' && field !== 'must_change_password',
)

export function useStaffForm(initialBranch: number, onDone: () => void): StaffForm {
  const [draft, setDraft] = useState<StaffDraft>(() => emptyStaffDraft(initialBranch))
  const marks = useFieldMarks<StaffField>(SHOWN)
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateStaff()
  const rules = staffErrors(draft)

  function save() {
    marks.touchAll()
    if (Object.keys(rules).length > 0) return
    const username = draft.username.trim()
    create.mutate(buildStaffForm(draft), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: STAFF_UI.created(username), autoClose: TOAST_MS.userCreated })
        onDone()
      },
      onError: (error) => marks.refuse(failureOf(error), setFailure),
    })
  }

  return {
    draft,
    set: (key, value) => {
      setDraft((d) => ({ ...d, [key]: value }))
      marks.forget(key as StaffField)
      setFailure(null)
    },
    touch: marks.touch,
    errorOf: (field) => marks.server[field] ?? (marks.isTouched(field) ? rules[field] : undefined),
    failure,
    saving: create.isPending,
    canSave: !create.isPending && Object.keys(marks.server).length === 0,
    save,
  }
}
