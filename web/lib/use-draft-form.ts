// What every edit form of the desk screens keeps beside its own rules and call (head office's
// branch, PPN, branch price and staff forms; a store's Ubah in List Toko and head office's Toko):
// the draft, the sentences per field (a rule's once the field is touched, the server's until the
// field is edited), a refusal that names no field, and the save. One save per press
// (use-single-flight.ts): a double click would send twice, and the second answer (a 409, the code
// or day just taken) would say a failure beside the success.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { type CallFailure, callFailure } from './call-failure'
import { TOAST_MS } from './toast-timing'
import { useFieldMarks } from './use-field-marks'
import { useSingleFlight } from './use-single-flight'

/** What a form's inputs read and write; each form adds Simpan's state and what closing would lose. */
export interface DraftFields<D, F extends string> {
  draft: D
  set: <K extends keyof D>(field: K, value: D[K]) => void
  touch: (field: F) => void
  errorOf: (field: F) => string | undefined
  /** a refusal that names no field */
  failure: string | null
  saving: boolean
}

/** A form as its modal or panel shows it (web/components/modal-form.tsx). */
export interface EditForm<D, F extends string> extends DraftFields<D, F> {
  /** Simpan may be pressed (each form says when: something to send, nothing out, no refusal standing) */
  canSave: boolean
  save: () => void
  /** Typed and not yet saved: closing or leaving the form asks first. */
  unsaved: boolean
}

/** The call a save makes, answering the sentence of its success; null when there is nothing to send. */
export type SaveCall = () => Promise<string> | null

export interface DraftForm<D, F extends string> {
  fields: DraftFields<D, F>
  /** every rule passes */
  valid: boolean
  /** nothing out and no sentence of the server standing: Simpan waits only for the form's own say */
  ready: boolean
  /** Shows every rule's sentence; when they all pass, makes the call once, toasts and closes, or puts the refusal beside its field. */
  submit: (call: SaveCall) => void
}

interface DraftFormOptions<D, F extends string> {
  initial: () => D
  /** the fields that show a sentence */
  fields: readonly F[]
  /** each broken rule's sentence, by field */
  rules: (draft: D) => Partial<Record<F, string>>
  /** after a save: the form closes without asking */
  onDone: () => void
  /** what a refusal says and which field it belongs beside (the desk screens' wording by default) */
  failureOf?: (error: unknown) => CallFailure
  /** how long the success toast stays */
  toastMs?: number
}

export function useDraftForm<D, F extends string>(options: DraftFormOptions<D, F>): DraftForm<D, F> {
  const { onDone, failureOf = callFailure, toastMs = TOAST_MS.success } = options
  const [draft, setDraft] = useState<D>(options.initial)
  const marks = useFieldMarks<F>(options.fields)
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const guard = useSingleFlight()
  const rules = options.rules(draft)
  const valid = Object.keys(rules).length === 0

  function submit(call: SaveCall) {
    if (guard.isBusy()) return
    marks.touchAll()
    if (!valid) return
    void guard.run(async () => {
      const sending = call()
      if (!sending) return
      setSaving(true)
      let message: string
      try {
        message = await sending
      } catch (error) {
        marks.refuse(failureOf(error), setFailure)
        return
      } finally {
        setSaving(false)
      }
      notifications.show({ color: 'green', message, autoClose: toastMs })
      onDone()
    })
  }

  const fields: DraftFields<D, F> = {
    draft,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }))
      // a field without a sentence of its own (a tick) has no server sentence to forget
      marks.forget(field as unknown as F)
      setFailure(null)
    },
    touch: marks.touch,
    errorOf: (field) => marks.server[field] ?? (marks.isTouched(field) ? rules[field] : undefined),
    failure,
    saving,
  }
  return { fields, valid, ready: !saving && Object.keys(marks.server).length === 0, submit }
}
