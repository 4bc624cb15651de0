// Turns the catalogue criteria into the GET /api/products-osc parameters (product.md §7).
import type { ProductsOscQuery } from '#common/catalogue.ts'
import { CATALOGUE_PAGE_SIZE } from '#common/catalogue-rules.ts'
import { parseSearch } from '#common/search.ts'
import { type CatalogueCriteria, effectiveDir } from './criteria'

type SearchState = 'empty' | 'too-short' | 'ok'

/** Empty browses everything; under 3 characters (asterisks not counted) fetches nothing (product.md §5.2). */
export function searchStateOf(text: string): SearchState {
  if (text.trim() === '') return 'empty'
  return parseSearch(text) ? 'ok' : 'too-short'
}

/** The query of GET /api/products-osc as the screen asks it; the cursor is added per page. */
export type ProductsParams = Pick<
  ProductsOscQuery,
  'q' | 'name_also' | 'min_price' | 'max_price' | 'only_available' | 'store_id'
> &
  Required<Pick<ProductsOscQuery, 'page_size' | 'order_by' | 'order_dir' | 'db'>>

export interface ProductsRequest {
  /** false: the search is too short and nothing is fetched. */
  enabled: boolean
  params: ProductsParams
  /**
   * The server searches one text. When the search box is used, 'No. Part berisi' narrows the
   * fetched parts here instead (uppercased, as part numbers are stored).
   */
  partFilter: string | null
}

function serverSearch(criteria: CatalogueCriteria): { q?: string; name_also?: boolean; partFilter: string | null } {
  const search = criteria.search.trim()
  const part = criteria.partContains.trim()
  if (search !== '') return { q: search, name_also: criteria.nameAlso || undefined, partFilter: part ? part.toUpperCase() : null }
  // Without a search text the part filter is the server's search, on part numbers only.
  if (part !== '' && parseSearch(part)) return { q: part, partFilter: null }
  return { partFilter: part ? part.toUpperCase() : null }
}

/**
 * `priceStore`: the store whose prices staff asked to see ('Harga untuk toko …'); part of the
 * params, so of the query's key: another store's prices are another list.
 */
export function buildProductsRequest(
  criteria: CatalogueCriteria,
  readOnly: boolean,
  priceStore: number | null = null,
): ProductsRequest {
  const { partFilter, ...search } = serverSearch(criteria)
  const params: ProductsParams = {
    ...search,
    page_size: CATALOGUE_PAGE_SIZE,
    order_by: criteria.orderBy,
    order_dir: effectiveDir(criteria),
    min_price: criteria.price.min ?? undefined,
    max_price: criteria.price.max ?? undefined,
    // 'Hanya Yang Ada' belongs to the buyer's variant only (product.md §2.6)
    only_available: !readOnly && criteria.onlyAvailable ? true : undefined,
    db: criteria.source,
    // buyers see their own store's prices: the server takes them from the session
    store_id: readOnly && priceStore !== null ? priceStore : undefined,
  }
  for (const key of Object.keys(params) as (keyof ProductsParams)[]) {
    if (params[key] === undefined) delete params[key]
  }
  return { enabled: searchStateOf(criteria.search) !== 'too-short', params, partFilter }
}

/** The client-side part-number narrowing of buildProductsRequest. */
export function matchesPartFilter(stoId: string, partFilter: string | null): boolean {
  return partFilter === null || stoId.toUpperCase().includes(partFilter)
}
