// What Tanya Part's pages ask for, read from their address: the list's filter and page (they live
// there, so the way back from a request finds the list as it was), and a request's id.
// the rules' module, not the wire's: this is read with the route table, where zod has no place
import { PART_REQUEST_FILTERS, type PartRequestFilter } from '#common/part-request-rules.ts'
import type { FilterParams } from '#web/lib/list-filters.ts'

/** A state the list's filter offers. */
export const isFilter = (v: string | null): v is PartRequestFilter =>
  (PART_REQUEST_FILTERS as readonly string[]).includes(v ?? '')

/** The list's query: the default state and the first page are left out. */
export function requestListParams(search: URLSearchParams, side: 'user' | 'seller'): FilterParams {
  const params: FilterParams = {}
  const state = search.get('state')
  if (isFilter(state) && state !== 'terbuka') params.state = state
  const store = search.get('store')?.trim()
  if (side === 'seller' && store) params.store = store.slice(0, 100)
  const page = search.get('page')
  if (page && /^[1-9]\d{0,3}$/.test(page) && page !== '1') params.page = page
  return params
}

/** A path id as the server takes it; anything else is no request. */
export function requestIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
