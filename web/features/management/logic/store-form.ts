// The Daftar Toko form as data (product.md §2.13 'Daftar Toko', §5.5, §7 POST /seller/stores): inputs shaped as they
// are typed, the rules of common/account-rules.ts and common/store-rules.ts, and the JSON body.
import { checkDescription, checkStoreCode, checkStoreName } from '#common/account-rules.ts'
import type { CreateStoreRequest } from '#common/management.ts'
import { EMPTY_PRICING_DRAFT, pricingErrors, pricingValues, type StorePricingDraft } from '#web/lib/store-pricing-draft.ts'
import type { Availability } from './availability'
import { AVAILABILITY_TEXT } from './messages'

/** The store's own fields, then its address, price group and NPWP (product.md §10.10), all optional. */
export interface StoreDraft extends StorePricingDraft {
  ibs_cust_code: string
  name: string
  description: string
}
export type StoreField = keyof StoreDraft

export const EMPTY_STORE_DRAFT: StoreDraft = { ibs_cust_code: '', name: '', description: '', ...EMPTY_PRICING_DRAFT }

/** The IBS code loses its spaces and is uppercased as it is typed (product.md §5.5). */
export const storeCodeInput = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()
/** The store name is uppercased as it is typed; spaces stay (the rule trims them). */
export const storeNameInput = (typed: string) => typed.toUpperCase()

export function storeFieldErrors(draft: StoreDraft): Partial<Record<StoreField, string>> {
  const errors: Partial<Record<StoreField, string>> = {}
  const code = checkStoreCode(draft.ibs_cust_code)
  const name = checkStoreName(draft.name)
  const description = checkDescription(draft.description)
  if (!code.ok) errors.ibs_cust_code = code.message
  if (!name.ok) errors.name = name.message
  if (!description.ok) errors.description = description.message
  return { ...errors, ...pricingErrors(draft) }
}

/**
 * The sentence under the IBS code: its rule once the field was touched, else what the live check
 * found. A taken code is said at once, touched or not: telling that is what the check is for.
 */
export function storeCodeError(draft: StoreDraft, availability: Availability, touched: boolean): string | undefined {
  const rule = touched ? storeFieldErrors(draft).ibs_cust_code : undefined
  if (rule) return rule
  return availability === 'taken' ? AVAILABILITY_TEXT.storeCodeTaken : undefined
}

export function canSubmitStore(draft: StoreDraft, availability: Availability, serverErrors: object, pending: boolean): boolean {
  return (
    !pending &&
    availability === 'available' &&
    Object.keys(serverErrors).length === 0 &&
    Object.keys(storeFieldErrors(draft)).length === 0
  )
}

/** The body of POST /seller/stores: the cleaned values, description null when empty (product.md §7). */
export function createStoreBody(draft: StoreDraft): CreateStoreRequest {
  const code = checkStoreCode(draft.ibs_cust_code)
  const name = checkStoreName(draft.name)
  const description = checkDescription(draft.description)
  return {
    ibs_cust_code: code.ok ? code.value : draft.ibs_cust_code,
    name: name.ok ? name.value : draft.name.trim(),
    description: description.ok ? description.value : draft.description.trim(),
    ...pricingValues(draft),
  }
}
