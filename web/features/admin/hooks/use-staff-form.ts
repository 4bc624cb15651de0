// The state of 'Tambah Staff': the draft, the fields touched, the server's sentences per field
// (a taken username arrives as a 409 on save: head office has no live check of its own), and the
// submit with its toast.

import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { TOAST_MS } from '../../../lib/toast-timing'
import { useCreateStaff } from '../api/create-staff'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'
import {
  buildStaffForm,
  emptyStaffDraft,
  type StaffDraft,
  type StaffErrors,
  type StaffField,
  staffErrors,
} from '../logic/staff-form'

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

const SHOWN: readonly StaffField[] = [
  'username',
  'first_name',
  'last_name',
  'mobile',
  'password',
  'confirm_password',
  'email',
  'address',
  'landline',
  'description',
  'ibs_salesman_code',
  'branch_id',
]

export function useStaffForm(initialBranch: number, onDone: () => void): StaffForm {
  const [draft, setDraft] = useState<StaffDraft>(() => emptyStaffDraft(initialBranch))
  const [touched, setTouched] = useState<ReadonlySet<StaffField>>(new Set())
  const [server, setServer] = useState<StaffErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateStaff()
  const rules = staffErrors(draft)

  function refuse(error: unknown) {
    const { field, message } = failureOf(error)
    const named = SHOWN.find((name) => name === field)
    if (named) {
      setServer((s) => ({ ...s, [named]: message }))
      setTouched((t) => new Set(t).add(named))
    } else setFailure(message)
  }

  function save() {
    setTouched(new Set(SHOWN))
    if (Object.keys(rules).length > 0) return
    const username = draft.username.trim()
    create.mutate(buildStaffForm(draft), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: STAFF_UI.created(username), autoClose: TOAST_MS.userCreated })
        onDone()
      },
      onError: refuse,
    })
  }

  return {
    draft,
    set: (key, value) => {
      setDraft((d) => ({ ...d, [key]: value }))
      setServer(({ [key as StaffField]: _gone, ...rest }) => rest)
      setFailure(null)
    },
    touch: (field) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))),
    errorOf: (field) => server[field] ?? (touched.has(field) ? rules[field] : undefined),
    failure,
    saving: create.isPending,
    canSave: !create.isPending && Object.keys(server).length === 0,
    save,
  }
}
