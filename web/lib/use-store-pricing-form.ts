// The state of an edit of a store's address, price group and NPWP (List Toko's Ubah, head office's Toko):
// the draft, the fields touched, the server's sentences, and the save (use-draft-form.ts). Each
// feature hands in its own call.
import type { UpdateStoreRequest } from '#common/management.ts'
import {
  type PricedStore,
  pricingDraftOf,
  pricingErrors,
  STORE_PRICING_FIELDS,
  type StorePricingDraft,
  type StorePricingField,
  updatePricingBody,
} from './store-pricing-draft'
import { type EditForm, useDraftForm } from './use-draft-form'

export const pricingSavedText = (code: string) => `Toko ${code} disimpan`

export type StorePricingForm = EditForm<StorePricingDraft, StorePricingField>

interface Options {
  store: PricedStore & { ibs_cust_code: string }
  send: (body: UpdateStoreRequest) => Promise<unknown>
  /** after a save: the form closes without asking */
  onSaved: () => void
}

export function useStorePricingForm({ store, send, onSaved }: Options): StorePricingForm {
  const form = useDraftForm<StorePricingDraft, StorePricingField>({
    initial: () => pricingDraftOf(store),
    fields: STORE_PRICING_FIELDS,
    rules: pricingErrors,
    onDone: onSaved,
  })
  // null: the draft says what the store has, nothing to save or lose
  const body = updatePricingBody(store, form.fields.draft)
  return {
    ...form.fields,
    canSave: form.ready && body !== null,
    save: () => form.submit(() => body && send(body).then(() => pricingSavedText(store.ibs_cust_code))),
    unsaved: body !== null,
  }
}
