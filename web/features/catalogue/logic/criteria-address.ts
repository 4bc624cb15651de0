// The catalogue's criteria in the list's address (/user/produk/all?q=1230A&urut=price:desc): a
// reload, a shared link, the back button and the server's render of the page all start from the
// same list. The prefill keys (prefill-store.ts, product.md §2.6) still keep them for the tab and
// fill an address that names none; only what differs from the default list is written.
import { DEFAULT_CRITERIA } from './criteria'
import { type CatalogueStart, fieldsOf, type StartField, startOf } from './prefill-store'

/** Each field's name in the address. */
export const ADDRESS_PARAMS: Record<StartField, string> = {
  search: 'q',
  nameAlso: 'nama',
  partContains: 'part',
  price: 'harga',
  order: 'urut',
  onlyAvailable: 'ada',
  source: 'sumber',
  filterOpen: 'filter',
}

const FIELDS = Object.keys(ADDRESS_PARAMS) as StartField[]
const DEFAULT_FIELDS = fieldsOf({ criteria: DEFAULT_CRITERIA, filterOpen: false })

/** The start an address names; null when it names none (the list then starts from the tab's keys). */
export function startOfAddress(search: string | URLSearchParams): CatalogueStart | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  if (!FIELDS.some((field) => params.has(ADDRESS_PARAMS[field]))) return null
  return startOf((field) => params.get(ADDRESS_PARAMS[field]))
}

/** The address's query with `start` in it, its other parameters (the staff's ?toko=) kept. */
export function withStart(current: URLSearchParams, start: CatalogueStart): URLSearchParams {
  const next = new URLSearchParams(current)
  const fields = fieldsOf(start)
  for (const field of FIELDS) {
    if (fields[field] === DEFAULT_FIELDS[field]) next.delete(ADDRESS_PARAMS[field])
    else next.set(ADDRESS_PARAMS[field], fields[field])
  }
  return next
}
