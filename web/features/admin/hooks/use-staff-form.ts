// The state of 'Tambah Staff': the draft, the fields touched, the server's sentences per field
// (a taken username arrives as a 409 on save: head office has no live check of its own), and the
// submit with its toast, one account per press (#web/lib/use-draft-form.ts).

import { ADMIN_STAFF_FIELDS } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { type EditForm, useDraftForm } from '#web/lib/use-draft-form.ts'
import { useCreateStaff } from '../api/create-staff'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'
import { buildStaffForm, emptyStaffDraft, type StaffDraft, type StaffField, staffErrors } from '../logic/staff-form'

export type StaffForm = EditForm<StaffDraft, StaffField>

/** The fields that show a sentence: the two ticks cannot be wrong. */
const SHOWN: readonly StaffField[] = ADMIN_STAFF_FIELDS.filter(
  (field) => field !== 'is_salesman' && field !== 'must_change_password',
)

export function useStaffForm(initialBranch: number, onDone: () => void): StaffForm {
  const create = useCreateStaff()
  const form = useDraftForm<StaffDraft, StaffField>({
    initial: () => emptyStaffDraft(initialBranch),
    fields: SHOWN,
    rules: staffErrors,
    failureOf,
    onDone,
    toastMs: TOAST_MS.userCreated,
  })
  const { draft } = form.fields

  function send(): Promise<string> {
    const username = draft.username.trim()
    return create.mutateAsync(buildStaffForm(draft)).then(() => STAFF_UI.created(username))
  }

  return {
    ...form.fields,
    canSave: form.ready,
    save: () => form.submit(send),
    unsaved: hasTypedText(draft, emptyStaffDraft(initialBranch)),
  }
}
