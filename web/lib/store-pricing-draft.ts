// A store's price fields in a form (docs/product.md §10.10): Daftar Toko, List Toko's Ubah and
// head office's Toko. Beside the group and the NPWP sits the store's address, which its orders'
// print names with the NPWP. What each rule of common/store-rules.ts says of them, and what is
// sent: the cleaned values, and for an edit only the fields that really change (empty clears one).
import type { UpdateStoreRequest } from '#common/management.ts'
import { checkNpwp, checkPriceGroup, checkStoreAddress, formatNpwp } from '#common/store-rules.ts'

export interface StorePricingDraft {
  address: string
  price_group: string
  npwp: string
}
export type StorePricingField = keyof StorePricingDraft
export type StorePricingErrors = Partial<Record<StorePricingField, string>>

export const STORE_PRICING_FIELDS: readonly StorePricingField[] = ['address', 'price_group', 'npwp']
export const EMPTY_PRICING_DRAFT: StorePricingDraft = { address: '', price_group: '', npwp: '' }

/** The fields as a store has them (an NPWP of 15 digits shown as it is written). */
export interface PricedStore {
  address: string | null
  price_group: string | null
  npwp: string | null
}

export function pricingDraftOf(store: PricedStore): StorePricingDraft {
  return {
    address: store.address ?? '',
    price_group: store.price_group ?? '',
    npwp: store.npwp ? formatNpwp(store.npwp) : '',
  }
}

const CHECKS = { address: checkStoreAddress, price_group: checkPriceGroup, npwp: checkNpwp } as const

export function pricingErrors(draft: StorePricingDraft): StorePricingErrors {
  const errors: StorePricingErrors = {}
  for (const field of STORE_PRICING_FIELDS) {
    const checked = CHECKS[field](draft[field])
    if (!checked.ok) errors[field] = checked.message
  }
  return errors
}

/** What will be kept: the cleaned values, null for none; a value its rule refuses is sent as typed (the server says why). */
export function pricingValues(draft: StorePricingDraft): PricedStore {
  const kept = (field: StorePricingField) => {
    const checked = CHECKS[field](draft[field])
    return checked.ok ? checked.value : draft[field].trim()
  }
  return { address: kept('address'), price_group: kept('price_group'), npwp: kept('npwp') }
}

/** The body of an edit: the fields whose kept value differs from the store's; null when none does. */
export function updatePricingBody(before: PricedStore, draft: StorePricingDraft): UpdateStoreRequest | null {
  const after = pricingValues(draft)
  const body: UpdateStoreRequest = {}
  for (const field of STORE_PRICING_FIELDS) if (after[field] !== before[field]) body[field] = after[field]
  return Object.keys(body).length > 0 ? body : null
}

/** How a list or a detail shows a store's NPWP; '–' when it has none. */
export const npwpText = (npwp: string | null) => (npwp ? formatNpwp(npwp) : '–')
