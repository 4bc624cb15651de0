// What the catalogue list is asked for. Kept apart from React so the query building can be tested.
// 'relevance' first and the default: a name search is best first (product.md §14.3); the server
// reads it as the part-number order for any other search, so the default list is unchanged.
export const SORT_KEYS = ['relevance', 'sto_id', 'name', 'price'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDir = 'asc' | 'desc'
export type StockSource = 'osc' | 'local'

export interface PriceRange {
  min: number | null
  max: number | null
}

export interface CatalogueCriteria {
  /** The search box text as typed (debounced before it reaches the query). */
  search: string
  nameAlso: boolean
  /** 'No. Part berisi' of the filter panel. */
  partContains: string
  price: PriceRange
  orderBy: SortKey
  orderDir: SortDir
  onlyAvailable: boolean
  source: StockSource
}

export const DEFAULT_CRITERIA: CatalogueCriteria = {
  search: '',
  nameAlso: false,
  partContains: '',
  price: { min: null, max: null },
  orderBy: 'relevance',
  orderDir: 'asc',
  onlyAvailable: false,
  source: 'osc',
}

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Relevansi',
  sto_id: 'No. Part',
  name: 'Nama',
  price: 'Harga',
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value)
}

/** 'Relevansi' is best first, one way only: the direction toggle means nothing for it. */
export const hasDirection = (orderBy: SortKey): boolean => orderBy !== 'relevance'

/** The direction the list is asked in: always ascending for 'Relevansi', whatever was left chosen. */
export const effectiveDir = ({ orderBy, orderDir }: Pick<CatalogueCriteria, 'orderBy' | 'orderDir'>): SortDir =>
  hasDirection(orderBy) ? orderDir : 'asc'
