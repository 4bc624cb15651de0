import {
  CATALOGUE_PAGE_SIZE,
  COUNT_CAP,
  normalisePriceRange,
  type ProductsOscQuery,
  type ProductsQuery,
  type ProductWithStock,
} from '#common/catalogue.ts'
import { parseSearch } from '#common/search.ts'
import type { PlaceSession } from '../http/guards'
import type { Book } from '../pricing'
import { type CatalogueDeps, reachOf, today } from './catalogue-deps'
import { decodeOffsetCursor, encodeOffsetCursor } from './cursor'
import { presentProduct, presentWithStock } from './presenter'
import { type PriceView, priced } from './price-view'
import { freshStock } from './search-cache'
import { type CatalogueFilter, type CatalogueOrder, countProducts, listProducts } from './search-queries'
import { askStock, localInfo, stockTime } from './stock-answers'

// The catalogue's searches: a page of parts at the caller's prices, and the same with the
// branch's stock, from our own stock table (ordered and filtered in SQL) or from a remote stock
// service asked window by window.

/** With a remote stock service, availability is known only after asking it: at most this many
 * windows of candidates are checked per call before answering with a cursor to go on. */
const MAX_REMOTE_WINDOWS = 5

const emptyPage = { items: [], total: 0, total_capped: false, has_next: false }

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

/** The count as answers show it: capped, and saying so. */
const cappedTotal = (total: number) => ({ total: Math.min(total, COUNT_CAP), total_capped: total > COUNT_CAP })

type PageRange = { start: number; size: number }

/**
 * A page of the search (one row more than asked, to tell whether another follows) and its count,
 * both kept a while (search-cache.ts). Rows read just now carry current stock; rows from the page
 * cache have it, and their branch prices, read again.
 */
async function readPage(
  deps: CatalogueDeps,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  range: PageRange,
  branch: number | null,
) {
  const { db } = deps
  const { start, size } = range
  const page = { offset: start, limit: size + 1 }
  const read = await deps.cache.pageAndCount(
    { sqlFilter: filter, order, start, size, branch },
    { sqlFilter: filter },
    async (withCount) => listProducts(db, filter, order, page, branch, { withCount, reach: await reachOf(deps, filter) }),
    async () => countProducts(db, filter, await reachOf(deps, filter)),
  )
  const rows = read.readNow || branch === null ? read.rows : await freshStock(db, branch, read.rows)
  return { rows, total: read.total }
}

/** A page of parts at the prices of `view` in `branchId` (the caller's branch), else the part master's. */
export async function listParts(deps: CatalogueDeps, query: ProductsQuery, branchId: number | null, view: PriceView) {
  const asked = baseFilter(query, today(deps))
  if (!asked) return emptyPage
  const order = { by: query.order_by ?? 'created_at', dir: query.order_dir ?? 'desc' } as const
  const filter = branchId === null ? asked : priced(asked, branchId, view, order.by === 'price')
  const size = query.page_size ?? CATALOGUE_PAGE_SIZE
  const start = ((query.page ?? 1) - 1) * size
  const { rows, total } = await readPage(deps, filter, order, { start, size }, branchId)
  return {
    items: rows.slice(0, size).map((row) => presentProduct(row, view.book)),
    ...cappedTotal(total),
    has_next: rows.length > size,
  }
}

type StockOrder = CatalogueOrder & { by: ProductsOscQuery['order_by'] & string }
type StockPage = PageRange & { onlyAvailable: boolean }

/** Parts with the branch's stock, at the prices of `view` (the cards show what the store pays). */
export async function listWithStock(
  deps: CatalogueDeps,
  session: PlaceSession,
  query: ProductsOscQuery,
  view: PriceView,
  signal?: AbortSignal,
) {
  const branch = session.branch
  const asked = baseFilter(query, today(deps))
  if (!asked) return { ...emptyPage, next_cursor: null, osc_error: null, ...(await stockTime(deps, branch.code, 'search')) }
  const size = query.page_size ?? CATALOGUE_PAGE_SIZE
  const start = query.cursor ? decodeOffsetCursor(query.cursor) : ((query.page ?? 1) - 1) * size
  const overlay = (query.db ?? 'osc') === 'osc'
  const page = { start, size, onlyAvailable: query.only_available ?? false }
  const order = {
    by: query.order_by ?? 'sto_id',
    dir: query.order_dir ?? 'asc',
    availableFirstIn: query.avail_first ? branch.id : undefined,
  } as const
  // the range and the price order follow the price the cards show: what the store pays
  const filter = priced(asked, branch.id, view, order.by === 'price')
  // our own stock table answers availability in SQL: filter and order there
  if (!overlay || deps.stock.inStockTable) return listFromTable(deps, filter, order, page, branch, view, overlay)
  return listFromRemote(deps, filter, order, page, branch, view.book, signal)
}

async function listFromTable(
  deps: CatalogueDeps,
  filter: CatalogueFilter,
  order: StockOrder,
  page: StockPage,
  branch: { id: number; code: string },
  view: PriceView,
  overlay: boolean,
) {
  const { start, size } = page
  const sqlFilter = page.onlyAvailable ? { ...filter, availableIn: branch.id } : filter
  // the answer is priced: stores with the same book share it
  const answerKey = { sqlFilter, order, start, size, branch: branch.id, overlay, prices: view.book.key }
  return deps.cache.answer(answerKey, async () => {
    const { rows, total } = await readPage(deps, sqlFilter, order, page, branch.id)
    const items = rows.slice(0, size).map((r) => presentWithStock(r, localInfo(r), overlay, view.book))
    const hasNext = rows.length > size
    return {
      items,
      ...cappedTotal(total),
      has_next: hasNext,
      next_cursor: hasNext ? encodeOffsetCursor(start + size) : null,
      osc_error: null,
      ...(await stockTime(deps, branch.code, 'search')),
    }
  })
}

async function listFromRemote(
  deps: CatalogueDeps,
  filter: CatalogueFilter,
  order: StockOrder,
  page: StockPage,
  branch: { id: number; code: string },
  book: Book,
  signal?: AbortSignal,
) {
  const items: ProductWithStock[] = []
  let offset = page.start
  let reachedEnd = false
  let oscError: string | null = null
  const reach = await reachOf(deps, filter)
  const total = await countProducts(deps.db, filter, reach)
  for (let window = 0; window < MAX_REMOTE_WINDOWS && items.length < page.size && !reachedEnd; window++) {
    const windowStart = offset
    const { rows } = await listProducts(deps.db, filter, order, { offset, limit: page.size }, branch.id, { reach })
    const { info, error } = await askStock(deps, branch.code, rows, signal)
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
    ...cappedTotal(total),
    has_next: !reachedEnd,
    next_cursor: reachedEnd ? null : encodeOffsetCursor(offset),
    osc_error: oscError,
    // the stock service did not answer: the items carry our own figures, of no known time
    ...(await stockTime(deps, oscError === null ? branch.code : null)),
  }
}
