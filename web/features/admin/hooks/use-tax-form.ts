// The state of the PPN form (Tambah, Ubah): the draft, the fields touched, the server's sentences per
// field, and the save. One save per press: a double click would add the row twice (the second
// answer a 409, the day just taken) or say a failure beside the success.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { ERROR_CODES } from '#common/errors.ts'
import type { TaxSetting } from '#common/settings.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useAddTaxSetting } from '../api/add-tax-setting'
import { useChangeTaxSetting } from '../api/change-tax-setting'
import {
  newTaxDraft,
  type TaxDraft,
  type TaxField,
  taxBody,
  taxDraftOf,
  taxDraftUnchanged,
  taxErrors,
} from '../logic/settings-form'
import { TAX_UI } from '../logic/settings-messages'

const FIELDS: readonly TaxField[] = ['effective_from', 'ppn_rate_percent', 'dpp_numerator', 'dpp_denominator']
/** A day taken is the day field's problem, though the 409 names no field. */
const FIELD_OF_CODE = { [ERROR_CODES.TAX_DAY_TAKEN]: 'effective_from' }

export interface TaxForm {
  draft: TaxDraft
  editing: TaxSetting | null
  set: (field: TaxField, value: string) => void
  touch: (field: TaxField) => void
  errorOf: (field: TaxField) => string | undefined
  /** a refusal that names no field */
  failure: string | null
  saving: boolean
  canSave: boolean
  save: () => void
  /** Typed and not yet saved: closing the form asks first. */
  unsaved: boolean
}

export interface TaxFormContext {
  /** the row to change, or null for a new one */
  editing: TaxSetting | null
  /** the row in effect today: a new row starts from its rate and fraction */
  inEffect: TaxSetting | undefined
  today: string
}

export function useTaxForm({ editing, inEffect, today }: TaxFormContext, onDone: () => void): TaxForm {
  const [initial] = useState<TaxDraft>(() => (editing ? taxDraftOf(editing) : newTaxDraft(inEffect)))
  const [draft, setDraft] = useState<TaxDraft>(initial)
  const marks = useFieldMarks<TaxField>(FIELDS)
  const [failure, setFailure] = useState<string | null>(null)
  const add = useAddTaxSetting()
  const change = useChangeTaxSetting()
  const guard = useSingleFlight()
  const rules = taxErrors(draft, today)
  const unchanged = editing !== null && taxDraftUnchanged(editing, draft)

  function save() {
    if (guard.isBusy()) return
    marks.touchAll()
    if (Object.keys(rules).length > 0 || unchanged) return
    const body = taxBody(draft)
    void guard.run(async () => {
      try {
        if (editing) await change.mutateAsync({ id: editing.id, body })
        else await add.mutateAsync(body)
        const message = editing ? TAX_UI.saved(body.effective_from) : TAX_UI.added(body.effective_from)
        notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })
        onDone()
      } catch (error) {
        marks.refuse(callFailure(error, { fieldOfCode: FIELD_OF_CODE }), setFailure)
      }
    })
  }

  const saving = add.isPending || change.isPending
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
    canSave: !saving && Object.keys(marks.server).length === 0 && !unchanged,
    save,
    unsaved: editing ? !unchanged : hasTypedText(draft, initial),
  }
}
