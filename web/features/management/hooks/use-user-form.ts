// The state of Daftar User (product.md §2.13, §5.5): the draft, which fields were touched, the
// server's sentences per field, the username's availability and the submit with its toasts.
// One account per press: a double click on Simpan would send the form twice, and the second
// answer (409, the username just taken) would say a failure beside the success.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ACCOUNT_TEXT, checkNewUsername } from '#common/account-rules.ts'
import { CREATE_USER_FIELDS, CREATE_USER_FILE_FIELD } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCreateUser } from '../api/create-user'
import type { AvailabilityState } from '../logic/availability'
import { failureText } from '../logic/errors'
import { failedText, TOAST_MS, userCreatedText } from '../logic/messages'
import {
  buildCreateUserForm,
  canSubmitUser,
  EMPTY_USER_DRAFT,
  type FieldErrors,
  fieldErrors,
  type UserDraft,
  withRole,
} from '../logic/user-form'
import { showError } from './error-toast'
import { useUsernameAvailability } from './use-availability'
import { type PhotoPick, usePhotoPick } from './use-photo-pick'

export type FieldName = keyof FieldErrors

/** Every field the screen can show a sentence beside (role and the toggle included). */
const SHOWN_FIELDS: readonly FieldName[] = [...CREATE_USER_FIELDS, CREATE_USER_FILE_FIELD]

export interface UserForm {
  draft: UserDraft
  set: <K extends keyof UserDraft>(key: K, value: UserDraft[K]) => void
  setRole: (role: Role) => void
  touch: (field: FieldName) => void
  /** The sentence to show under a field now: the server's, else its rule's once touched. */
  errorOf: (field: FieldName) => string | undefined
  username: AvailabilityState
  photo: PhotoPick
  canSubmit: boolean
  submitting: boolean
  submit: () => void
  /** Something typed or picked and not yet saved: leaving the page asks first. */
  unsaved: boolean
}

export function useUserForm(): UserForm {
  const [draft, setDraft] = useState<UserDraft>(EMPTY_USER_DRAFT)
  const marks = useFieldMarks<FieldName>(SHOWN_FIELDS)
  const photo = usePhotoPick()
  const create = useCreateUser()
  const guard = useSingleFlight()
  const username = useUsernameAvailability(draft.username.trim(), checkNewUsername(draft.username).ok)
  const rules = fieldErrors(draft)

  const errorOf = (field: FieldName) => {
    if (marks.server[field]) return marks.server[field]
    if (field === 'image') return photo.error ?? undefined
    const rule = marks.isTouched(field) ? rules[field] : undefined
    // a taken name is said at once, touched or not: telling that is what the live check is for
    if (field === 'username' && !rule && username.status === 'taken') return username.message ?? ACCOUNT_TEXT.usernameTaken
    return rule
  }

  function submit() {
    const shown = draft.username.trim()
    const body = buildCreateUserForm(draft, photo.file)
    void guard.run(async () => {
      try {
        await create.mutateAsync(body)
      } catch (error) {
        marks.refuse(failureText(error, failedText), showError)
        return
      }
      notifications.show({ color: 'green', message: userCreatedText(shown), autoClose: TOAST_MS.userCreated })
      setDraft(EMPTY_USER_DRAFT)
      marks.clear()
      photo.clear()
    })
  }

  return {
    draft,
    set: (key, value) => {
      setDraft((d) => ({ ...d, [key]: value }))
      marks.forget(key)
    },
    setRole: (role) => {
      setDraft((d) => withRole(d, role))
      marks.forget('role')
      marks.forget('store_id')
    },
    touch: marks.touch,
    errorOf,
    username,
    // a new photo (or none) answers the server's complaint about the last one
    photo: {
      ...photo,
      pick: (file) => {
        marks.forget('image')
        photo.pick(file)
      },
      clear: () => {
        marks.forget('image')
        photo.clear()
      },
    },
    canSubmit: canSubmitUser({
      draft,
      username: username.status,
      photoError: photo.error,
      serverErrors: marks.server,
      pending: create.isPending,
    }),
    submitting: create.isPending,
    submit,
    unsaved: hasTypedText(draft, EMPTY_USER_DRAFT) || photo.file !== null,
  }
}
