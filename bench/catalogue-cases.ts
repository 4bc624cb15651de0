import { parseSearch } from '../common/search'
import type { CatalogueFilter } from '../server/catalogue/search-queries'

export interface CatalogueCase {
  name: string
  query: Record<string, string>
  filter: Omit<CatalogueFilter, 'availableIn' | 'day'> & { onlyAvailable?: boolean }
}

/** The searches workshops type most: contains, starts-with, ends-with, name-also, only-available. */
export const CATALOGUE_CASES: CatalogueCase[] = [
  { name: 'contains 230A0', query: { q: '230A0' }, filter: { search: parseSearch('230A0'), nameAlso: false } },
  { name: 'starts 1230A*', query: { q: '1230A*' }, filter: { search: parseSearch('1230A*'), nameAlso: false } },
  { name: 'ends *046', query: { q: '*046' }, filter: { search: parseSearch('*046'), nameAlso: false } },
  { name: 'name-also brake', query: { q: 'brake', name_also: '1' }, filter: { search: parseSearch('brake'), nameAlso: true } },
  {
    name: 'only-available MZ3*',
    query: { q: 'MZ3*', only_available: '1' },
    filter: { search: parseSearch('MZ3*'), nameAlso: false, onlyAvailable: true },
  },
]
