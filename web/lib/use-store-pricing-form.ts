// The state of an edit of a store's address, price group and NPWP (List Toko's Ubah, head office's Toko):
// the draft, the fields touched, the server's sentences, and the save. One save per press: a
// double click sends one request and says one thing. Each feature hands in its own call.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { UpdateStoreRequest } from '#common/management.ts'
import { callFailure } from './call-failure'
import {
  type PricedStore,
  pricingDraftOf,
  pricingErrors,
  STORE_PRICING_FIELDS,
  type StorePricingDraft,
  type StorePricingField,
  updatePricingBody,
} from './store-pricing-draft'
import { TOAST_MS } from './toast-timing'
import { useFieldMarks } from './use-field-marks'
import { useSingleFlight } from './use-single-flight'

export const pricingSavedText = (code: string) => `Toko ${code} disimpan`

export interface StorePricingForm {
  draft: StorePricingDraft
  set: (field: StorePricingField, value: string) => void
  touch: (field: StorePricingField) => void
  errorOf: (field: StorePricingField) => string | undefined
  /** a refusal that names no field */
  failure: string | null
  saving: boolean
  /** something changed, no rule broken, no refusal standing */
  canSave: boolean
  save: () => void
  /** Changed and not yet saved: closing or leaving asks first. */
  unsaved: boolean
}

interface Options {
  store: PricedStore & { ibs_cust_code: string }
  send: (body: UpdateStoreRequest) => Promise<unknown>
  /** after a save: the form closes without asking */
  onSaved: () => void
}

export function useStorePricingForm({ store, send, onSaved }: Options): StorePricingForm {
  const [draft, setDraft] = useState(() => pricingDraftOf(store))
  const marks = useFieldMarks<StorePricingField>(STORE_PRICING_FIELDS)
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const guard = useSingleFlight()
  const rules = pricingErrors(draft)
  const body = updatePricingBody(store, draft)

  function save() {
    if (guard.isBusy()) return
    marks.touchAll()
    if (Object.keys(rules).length > 0 || !body) return
    void guard.run(async () => {
      setSaving(true)
      try {
        await send(body)
      } catch (error) {
        marks.refuse(callFailure(error), setFailure)
        return
      } finally {
        setSaving(false)
      }
      notifications.show({ color: 'green', message: pricingSavedText(store.ibs_cust_code), autoClose: TOAST_MS.success })
      onSaved()
    })
  }

  return {
    draft,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }))
      marks.forget(field)
      setFailure(null)
    },
    touch: marks.touch,
    errorOf: (field) => marks.server[field] ?? (marks.isTouched(field) ? rules[field] : undefined),
    failure,
    saving,
    canSave: !saving && body !== null && Object.keys(marks.server).length === 0,
    save,
    unsaved: body !== null,
  }
}
