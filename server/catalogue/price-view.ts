import { notFound } from '../http/app-error'
import type { RoleSession } from '../http/guards'
import { type Book, LIST_BOOK } from '../pricing'
import { type CatalogueDeps, today } from './catalogue-deps'
import type { CatalogueFilter } from './search-queries'

/** Whose prices an answer shows: a store's book, or the list prices (LIST_BOOK, no store). */
export interface PriceView {
  storeId: number | null
  book: Book
}

const LIST_VIEW: PriceView = { storeId: null, book: LIST_BOOK }

/**
 * Whose prices the caller sees (docs/product.md §10.10): a buyer his store's; staff the list
 * prices, or those of a store of their branch they name; head office the part master's. Any
 * other store is not found.
 */
export async function priceView(
  deps: CatalogueDeps,
  session: RoleSession,
  storeId: number | undefined,
  branchId: number | null,
): Promise<PriceView> {
  const own = session.role === 'user' ? session.user.store_id : null
  const wanted = storeId ?? own
  if (wanted === null || wanted === undefined) return LIST_VIEW
  const kept = session.role === 'admin' || (own !== null && wanted !== own) ? null : await deps.books.bookFor(wanted, today(deps))
  if (!kept || kept.branchId !== branchId) throw notFound('Toko tidak ditemukan')
  return { storeId: wanted, book: kept.book }
}

/**
 * The filter's price fields: the branch's list prices, and the store's own when the search ranges
 * or orders by price and the store has agreements (else searches share their kept pages).
 */
export function priced(filter: CatalogueFilter, branchId: number, view: PriceView, byPrice: boolean): CatalogueFilter {
  const usesPrice = byPrice || filter.minPrice !== undefined || filter.maxPrice !== undefined
  const priceStore = usesPrice && view.book !== LIST_BOOK && view.storeId !== null ? view.storeId : undefined
  return priceStore === undefined ? { ...filter, priceBranch: branchId } : { ...filter, priceBranch: branchId, priceStore }
}
