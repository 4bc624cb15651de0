import {
  CATALOGUE_PAGE_SIZE,
  COUNT_CAP,
  normalisePriceRange,
  type ProductsOscQuery,
  type ProductsQuery,
  type ProductWithStock,
} from '#common/catalogue.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { parseSearch } from '#common/search.ts'
import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { PlaceSession, RoleSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { type Book, LIST_BOOK, type PriceBooks } from '../pricing'
import type { StockInfo, StockProvider } from '../stock'
import { decodeOffsetCursor, encodeOffsetCursor } from './cursor'
import { presentProduct, presentWithStock } from './presenter'
import { findProduct, type ProductRow } from './queries'
import { freshStock, SearchCache } from './search-cache'
import { type CatalogueFilter, countProducts, listProducts } from './search-queries'
import { SupersessionNumbers } from './supersession-numbers'

/** With a remote stock service, availability is known only after asking it: at most this many
 * windows of candidates are checked per call before answering with a cursor to go on. */
const MAX_REMOTE_WINDOWS = 5

const emptyPage = { items: [], total: 0, total_capped: false, has_next: false }

/** Whose prices an answer shows: a store's book, or the list prices (LIST_BOOK, no store). */
export interface PriceView {
  storeId: number | null
  book: Book
}

const LIST_VIEW: PriceView = { storeId: null, book: LIST_BOOK }

/**
 * The filter's price fields: the branch's list prices, and the store's own when the search ranges
 * or orders by price and the store has agreements (else searches share their kept pages).
 */
function priced(filter: CatalogueFilter, branchId: number, view: PriceView, byPrice: boolean): CatalogueFilter {
  const usesPrice = byPrice || filter.minPrice !== undefined || filter.maxPrice !== undefined
  const priceStore = usesPrice && view.book !== LIST_BOOK && view.storeId !== null ? view.storeId : undefined
  return priceStore === undefined ? { ...filter, priceBranch: branchId } : { ...filter, priceBranch: branchId, priceStore }
}

/** The search asked for, with the replacements in effect on `day` (a Jakarta day). */
function baseFilter(query: ProductsQuery | ProductsOscQuery, day: string): CatalogueFilter | null {
  const text = query.q?.trim() ?? ''
  const search = text === '' ? null : parseSearch(text)
  // a query under 3 characters returns nothing, without touching the database
  if (text !== '' && !search) return null
  const range = normalisePriceRange(query.min_price, query.max_price)
  return {
    search,
    nameAlso: query.name_also ?? query['name-also'] ?? false,
    minPrice: range.min,
    maxPrice: range.max,
    day,
  }
}

export function createCatalogueService(deps: {
  db: Db
  stock: StockProvider
  clock: Clock
  books: PriceBooks
  stockStaleHours?: number
}) {
  const { db, stock } = deps
  const cache = new SearchCache(deps.clock)
  const numbers = new SupersessionNumbers(db)
  const today = () => jakartaDay(deps.clock.now())
  /** What of supersessions a search must resolve: asked only when the search is read. */
  const reachOf = (filter: CatalogueFilter) => numbers.reach(filter.search, filter.nameAlso, filter.day)
  const staleHours = deps.stockStaleHours ?? STOCK_STALE_HOURS_DEFAULT
  /**
   * How old the branch's stock is: every answer that shows stock carries it ('Stok per …'). A
   * search's answer takes it from the search cache; the detail and the OSC call read it anew.
   */
  async function stockTime(branchCode: string | null, from: 'search' | 'now' = 'now') {
    const read = async () => (branchCode === null ? null : ((await stock.stockTime?.(branchCode)) ?? null))
    const at = branchCode !== null && from === 'search' ? await cache.stockTime(branchCode, read) : await read()
    return { stock_as_of: at ? at.toISOString() : null, stock_stale_hours: staleHours }
  }

  /**
   * Whose prices the caller sees (docs/product.md §10.10): a buyer his store's; staff the list
   * prices, or those of a store of their branch they name; head office the part master's. Any
   * other store is not found.
   */
  async function priceView(session: RoleSession, storeId: number | undefined, branchId: number | null): Promise<PriceView> {
    const own = session.role === 'user' ? session.user.store_id : null
    const wanted = storeId ?? own
    if (wanted === null || wanted === undefined) return LIST_VIEW
    const kept = session.role === 'admin' || (own !== null && wanted !== own) ? null : await deps.books.bookFor(wanted, today())
    if (!kept || kept.branchId !== branchId) throw notFound('Toko tidak ditemukan')
    return { storeId: wanted, book: kept.book }
  }

  /** A page of parts at the prices of `view` in `branchId` (the caller's branch), else the part master's. */
  async function list(query: ProductsQuery, branchId: number | null, view: PriceView) {
    const asked = baseFilter(query, today())
    if (!asked) return emptyPage
    const order = { by: query.order_by ?? 'created_at', dir: query.order_dir ?? 'desc' } as const
    const filter = branchId === null ? asked : priced(asked, branchId, view, order.by === 'price')
    const size = query.page_size ?? CATALOGUE_PAGE_SIZE
    const start = ((query.page ?? 1) - 1) * size
    const page = { offset: start, limit: size + 1 }
    const read = await cache.pageAndCount(
      { sqlFilter: filter, order, start, size, branch: branchId },
      { sqlFilter: filter },
      async (withCount) => listProducts(db, filter, order, page, branchId, { withCount, reach: await reachOf(filter) }),
      async () => countProducts(db, filter, await reachOf(filter)),
    )
    const { total } = read
    // a kept page has its branch prices read again, as the stock answer's pages have
    const rows = read.readNow || branchId === null ? read.rows : await freshStock(db, branchId, read.rows)
    return {
      items: rows.slice(0, size).map((row) => presentProduct(row, view.book)),
      total: Math.min(total, COUNT_CAP),
      total_capped: total > COUNT_CAP,
      has_next: rows.length > size,
    }
  }

  async function askStock(branchCode: string, rows: ProductRow[], signal?: AbortSignal) {
    try {
      return {
        info: await stock.quantities(
          branchCode,
          rows.map((r) => r.sto_id),
          signal,
        ),
        error: null,
      }
    } catch (err) {
      return { info: null, error: err instanceof AppError ? err.detail : 'Gagal memuat data OSC' }
    }
  }

  async function listWithStock(session: PlaceSession, query: ProductsOscQuery, view: PriceView, signal?: AbortSignal) {
    const branch = session.branch
    const asked = baseFilter(query, today())
    if (!asked) return { ...emptyPage, next_cursor: null, osc_error: null, ...(await stockTime(branch.code, 'search')) }
    const size = query.page_size ?? CATALOGUE_PAGE_SIZE
    const start = query.cursor ? decodeOffsetCursor(query.cursor) : ((query.page ?? 1) - 1) * size
    const overlay = (query.db ?? 'osc') === 'osc'
    const onlyAvailable = query.only_available ?? false
    const order = {
      by: query.order_by ?? 'sto_id',
      dir: query.order_dir ?? 'asc',
      availableFirstIn: query.avail_first ? branch.id : undefined,
    } as const
    // the range and the price order follow the price the cards show: what the store pays
    const filter = priced(asked, branch.id, view, order.by === 'price')

    // our own stock table answers availability in SQL: filter and order there
    if (!overlay || stock.inStockTable) {
      const sqlFilter = onlyAvailable ? { ...filter, availableIn: branch.id } : filter
      const pageKey = { sqlFilter, order, start, size, branch: branch.id }
      // the answer is priced: stores with the same book share it
      return cache.answer({ ...pageKey, overlay, prices: view.book.key }, async () => {
        const page = { offset: start, limit: size + 1 }
        const read = await cache.pageAndCount(
          pageKey,
          { sqlFilter },
          async (withCount) =>
            listProducts(db, sqlFilter, order, page, branch.id, { withCount, reach: await reachOf(sqlFilter) }),
          async () => countProducts(db, sqlFilter, await reachOf(sqlFilter)),
        )
        const { total } = read
        // rows read just now carry current stock; rows from the page cache have it read again
        const rows = read.readNow ? read.rows : await freshStock(db, branch.id, read.rows)
        const items = rows.slice(0, size).map((r) => presentWithStock(r, localInfo(r), overlay, view.book))
        const hasNext = rows.length > size
        return {
          items,
          total: Math.min(total, COUNT_CAP),
          total_capped: total > COUNT_CAP,
          has_next: hasNext,
          next_cursor: hasNext ? encodeOffsetCursor(start + size) : null,
          osc_error: null,
          ...(await stockTime(branch.code, 'search')),
        }
      })
    }
    return listFromRemote(filter, order, { start, size, onlyAvailable }, branch, view.book, signal)
  }

  async function listFromRemote(
    filter: CatalogueFilter,
    order: { by: ProductsOscQuery['order_by'] & string; dir: 'asc' | 'desc' },
    page: { start: number; size: number; onlyAvailable: boolean },
    branch: { id: number; code: string },
    book: Book,
    signal?: AbortSignal,
  ) {
    const items: ProductWithStock[] = []
    let offset = page.start
    let reachedEnd = false
    let oscError: string | null = null
    const reach = await reachOf(filter)
    const total = await countProducts(db, filter, reach)
    for (let window = 0; window < MAX_REMOTE_WINDOWS && items.length < page.size && !reachedEnd; window++) {
      const windowStart = offset
      const { rows } = await listProducts(db, filter, order, { offset, limit: page.size }, branch.id, { reach })
      const { info, error } = await askStock(branch.code, rows, signal)
      oscError ??= error
      for (const row of rows) {
        offset++
        const item = presentWithStock(row, info ? info.get(row.sto_id) : localInfo(row), info !== null, book)
        if (!page.onlyAvailable || item.available) items.push(item)
        if (items.length === page.size) break
      }
      reachedEnd = rows.length < page.size && offset === windowStart + rows.length
      if (!page.onlyAvailable) break
    }
    return {
      items,
      total: Math.min(total, COUNT_CAP),
      total_capped: total > COUNT_CAP,
      has_next: !reachedEnd,
      next_cursor: reachedEnd ? null : encodeOffsetCursor(offset),
      osc_error: oscError,
      // the stock service did not answer: the items carry our own figures, of no known time
      ...(await stockTime(oscError === null ? branch.code : null)),
    }
  }

  async function detail(session: PlaceSession, id: number, view: PriceView) {
    const branch = session.branch
    const row = await findProduct(db, id, branch.id, today())
    if (!row) throw notFound('Produk tidak ditemukan')
    if (stock.inStockTable)
      return { ...presentWithStock(row, localInfo(row), true, view.book), ...(await stockTime(branch.code)) }
    const { info } = await askStock(branch.code, [row])
    const item = presentWithStock(row, info ? info.get(row.sto_id) : localInfo(row), info !== null, view.book)
    return { ...item, ...(await stockTime(info ? branch.code : null)) }
  }

  async function quantities(session: PlaceSession, stoIds: string[], signal?: AbortSignal) {
    const branch = session.branch
    const wanted = [...new Set(stoIds.map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))]
    const info = await stock.quantities(branch.code, wanted, signal)
    return Object.fromEntries(wanted.map((partNo) => [partNo, info.get(partNo)?.qty ?? 0]))
  }

  /**
   * Kept searches and numbers forgotten: a supersession or price feed was loaded, or notices may
   * have been missed. The stores' books go too (a price-ordered page was ordered by them).
   */
  function clearCache() {
    cache.clear()
    numbers.clear()
    deps.books.forget()
  }

  return {
    priceView,
    list,
    listWithStock,
    detail,
    quantities,
    clearCache,
    stockTimeOf: (session: PlaceSession) => stockTime(session.branch.code),
  }
}

function localInfo(row: ProductRow): StockInfo | undefined {
  return row.stock_qty === null ? undefined : { qty: row.stock_qty, price: row.stock_price }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
