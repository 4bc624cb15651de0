// A store's price fields in a form (docs/product.md §10.10): Daftar Toko, List Toko's Ubah and
// head office's Toko. What each rule of common/store-rules.ts says of them, and what is sent:
// the cleaned values, and for an edit only the fields that really change (empty clears one).
import type { UpdateStoreRequest } from '#common/management.ts'
import { checkNpwp, checkPriceGroup, formatNpwp } from '#common/store-rules.ts'

export interface StorePricingDraft {
  price_group: string
  npwp: string
}
export type StorePricingField = keyof StorePricingDraft
export type StorePricingErrors = Partial<Record<StorePricingField, string>>

export const STORE_PRICING_FIELDS: readonly StorePricingField[] = ['price_group', 'npwp']
export const EMPTY_PRICING_DRAFT: StorePricingDraft = { price_group: '', npwp: '' }

/** The fields as a store has them (an NPWP of 15 digits shown as it is written). */
export interface PricedStore {
  price_group: string | null
  npwp: string | null
}

export function pricingDraftOf(store: PricedStore): StorePricingDraft {
  return { price_group: store.price_group ?? '', npwp: store.npwp ? formatNpwp(store.npwp) : '' }
}

export function pricingErrors(draft: StorePricingDraft): StorePricingErrors {
  const errors: StorePricingErrors = {}
  const group = checkPriceGroup(draft.price_group)
  const npwp = checkNpwp(draft.npwp)
  if (!group.ok) errors.price_group = group.message
  if (!npwp.ok) errors.npwp = npwp.message
  return errors
}

/** What will be kept: the cleaned values, null for none; a value its rule refuses is sent as typed (the server says why). */
export function pricingValues(draft: StorePricingDraft): { price_group: string | null; npwp: string | null } {
  const group = checkPriceGroup(draft.price_group)
  const npwp = checkNpwp(draft.npwp)
  return { price_group: group.ok ? group.value : draft.price_group.trim(), npwp: npwp.ok ? npwp.value : draft.npwp.trim() }
}

/** The body of an edit: the fields whose kept value differs from the store's; null when none does. */
export function updatePricingBody(before: PricedStore, draft: StorePricingDraft): UpdateStoreRequest | null {
  const after = pricingValues(draft)
  const body: UpdateStoreRequest = {}
  if (after.price_group !== before.price_group) body.price_group = after.price_group
  if (after.npwp !== before.npwp) body.npwp = after.npwp
  return Object.keys(body).length > 0 ? body : null
}

/** How a list or a detail shows a store's NPWP; '–' when it has none. */
export const npwpText = (npwp: string | null) => (npwp ? formatNpwp(npwp) : '–')
