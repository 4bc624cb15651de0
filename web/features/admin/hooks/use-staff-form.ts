// The state of 'Tambah Staff': the draft, the fields touched, the server's sentences per field
// (a taken username arrives as a 409 on save: head office has no live check of its own), and the
// submit with its toast. One account per press: a double click would send the form twice, and
// the second answer (409, the username just taken) would say a failure beside the success.

import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ADMIN_STAFF_FIELDS } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
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
  /** Typed and not yet saved: closing the form asks first. */
  unsaved: boolean
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
  const guard = useSingleFlight()
  const rules = staffErrors(draft)

  function save() {
    if (guard.isBusy()) return
    marks.touchAll()
    if (Object.keys(rules).length > 0) return
    const username = draft.username.trim()
    const body = buildStaffForm(draft)
    void guard.run(async () => {
      try {
        await create.mutateAsync(body)
      } catch (error) {
        marks.refuse(failureOf(error), setFailure)
        return
      }
      notifications.show({ color: 'green', message: STAFF_UI.created(username), autoClose: TOAST_MS.userCreated })
      onDone()
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
    unsaved: hasTypedText(draft, emptyStaffDraft(initialBranch)),
  }
}
