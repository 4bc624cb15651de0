// The state of the PPN form (Tambah, Ubah): the draft, the fields touched, the server's sentences per
// field, and the save, one per press (#web/lib/use-draft-form.ts).
import { useState } from 'react'
import { ERROR_CODES } from '#common/errors.ts'
import type { TaxSetting } from '#common/settings.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { type EditForm, useDraftForm } from '#web/lib/use-draft-form.ts'
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

export interface TaxForm extends EditForm<TaxDraft, TaxField> {
  editing: TaxSetting | null
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
  const add = useAddTaxSetting()
  const change = useChangeTaxSetting()
  const form = useDraftForm<TaxDraft, TaxField>({
    initial: () => initial,
    fields: FIELDS,
    rules: (draft) => taxErrors(draft, today),
    failureOf: (error) => callFailure(error, { fieldOfCode: FIELD_OF_CODE }),
    onDone,
  })
  const { draft } = form.fields
  const unchanged = editing !== null && taxDraftUnchanged(editing, draft)

  function send(): Promise<string> | null {
    if (unchanged) return null
    const body = taxBody(draft)
    if (editing) return change.mutateAsync({ id: editing.id, body }).then(() => TAX_UI.saved(body.effective_from))
    return add.mutateAsync(body).then(() => TAX_UI.added(body.effective_from))
  }

  return {
    ...form.fields,
    editing,
    canSave: form.ready && !unchanged,
    save: () => form.submit(send),
    unsaved: editing ? !unchanged : hasTypedText(draft, initial),
  }
}
