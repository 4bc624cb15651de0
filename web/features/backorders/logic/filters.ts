// The lists' filters as the screen holds them, and the query of GET /api/{user|seller}/backorders
// they make: the open lines by default, a part number or a store typed in part, and 'Lama' only.
// What is left as it starts is left out of the query (the server's default is the open lines).
import type { BackorderStateFilter } from '#common/backorder-rules.ts'
import type { CheckedFilters } from '#web/lib/list-filters.ts'

export interface BackorderFilters {
  state: BackorderStateFilter
  /** a part number or a part of it */
  part: string
  /** staff: a store's name or code, or a part of it */
  store: string
  /** only the lines open longer than the branch's number of days */
  lama: boolean
}

export const NO_BACKORDER_FILTERS: BackorderFilters = { state: 'terbuka', part: '', store: '', lama: false }

export function backorderParams(filters: BackorderFilters): CheckedFilters {
  const part = filters.part.trim()
  const store = filters.store.trim()
  const entries: [string, string][] = [
    ['state', filters.state === 'terbuka' ? '' : filters.state],
    ['part', part],
    ['store', store],
    ['age', filters.lama ? 'lama' : ''],
  ]
  return { ok: true, params: Object.fromEntries(entries.filter(([, value]) => value !== '')) }
}
