import {
  CATALOGUE_PAGE_SIZE,
  COUNT_CAP,
  normalisePriceRange,
  type ProductOrderKey,
  type ProductsOscQuery,
  type ProductsQuery,
  type ProductWithStock,
} from '#common/catalogue.ts'
import { parseSearch } from '#common/search.ts'
import type { PlaceSession } from '../http/guards'
import type { Book } from '../pricing'
import { type CatalogueDeps, reachOf, today } from './catalogue-deps'
import { decodeOffsetCursor, encodeOffsetCursor } from './cursor'
import { nameSearch, searchWords, termWords, typoCandidates } from './name-query'
import { presentProduct, presentWithStock } from './presenter'
import { type PriceView, priced } from './price-view'
import { freshStock } from './search-cache'
import { type CatalogueFilter, type CatalogueOrder, countProducts, listProducts } from './search-queries'
import { askStock, localInfo, stockTime } from './stock-answers'
import { nearestWords } from './word-queries'

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

/** The filter with its name's words read through the synonyms (docs/product.md §14.1–14.2). */
async function withName(deps: CatalogueDeps, filter: CatalogueFilter): Promise<CatalogueFilter> {
  if (!filter.search || !filter.nameAlso) return filter
  return { ...filter, name: nameSearch(filter.search.term, await deps.synonyms.current()) }
}

/**
 * A name search that found nothing, with its unknown words of 4 letters or more read as their
 * nearest words (§14.3); null when no word is corrected.
 */
async function corrected(deps: CatalogueDeps, filter: CatalogueFilter): Promise<CatalogueFilter | null> {
  if (!filter.search || !filter.name || filter.name.fuzzy) return null
  const synonyms = await deps.synonyms.current()
  const terms = termWords(synonyms)
  // a term's word is no typo; one that only starts a term's word matches no term, so it may be
  const typed = typoCandidates(searchWords(filter.search.term)).filter((w) => !terms.includes(w))
  if (typed.length === 0) return null
  const corrections = await nearestWords(deps.db, typed, terms)
  if (corrections.size === 0) return null
  return { ...filter, name: nameSearch(filter.search.term, synonyms, corrections) }
}

/** The order asked for; 'Relevansi' by default for a name search, and only for one. */
function orderOf(asked: ProductOrderKey | undefined, filter: CatalogueFilter, otherwise: ProductOrderKey): ProductOrderKey {
  const named = filter.name != null
  if (asked === undefined) return named ? 'relevance' : otherwise
  return asked === 'relevance' && !named ? 'sto_id' : asked
}

/** What the cards highlight: the words the name search read. */
const highlightOf = (filter: CatalogueFilter) => (filter.name ? { highlight: filter.name.highlight } : {})

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

/** readPage, read again with corrected typos when a name search found nothing; the filter it used. */
async function readNamedPage(
  deps: CatalogueDeps,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  range: PageRange,
  branch: number | null,
) {
  const read = await readPage(deps, filter, order, range, branch)
  const fuzzy = read.total === 0 ? await corrected(deps, filter) : null
  if (!fuzzy) return { ...read, filter }
  return { ...(await readPage(deps, fuzzy, order, range, branch)), filter: fuzzy }
}

/** A page of parts at the prices of `view` in `branchId` (the caller's branch), else the part master's. */
export async function listParts(deps: CatalogueDeps, query: ProductsQuery, branchId: number | null, view: PriceView) {
  const base = baseFilter(query, today(deps))
  if (!base) return emptyPage
  const asked = await withName(deps, base)
  const by = orderOf(query.order_by, asked, 'created_at')
  const order = { by, dir: query.order_dir ?? (by === 'created_at' ? 'desc' : 'asc') } as const
  const filter = branchId === null ? asked : priced(asked, branchId, view, order.by === 'price')
  const size = query.page_size ?? CATALOGUE_PAGE_SIZE
  const start = ((query.page ?? 1) - 1) * size
  const read = await readNamedPage(deps, filter, order, { start, size }, branchId)
  return {
    items: read.rows.slice(0, size).map((row) => presentProduct(row, view.book)),
    ...cappedTotal(read.total),
    has_next: read.rows.length > size,
    ...highlightOf(read.filter),
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
  const base = baseFilter(query, today(deps))
  if (!base) return { ...emptyPage, next_cursor: null, osc_error: null, ...(await stockTime(deps, branch.code, 'search')) }
  const asked = await withName(deps, base)
  const size = query.page_size ?? CATALOGUE_PAGE_SIZE
  const start = query.cursor ? decodeOffsetCursor(query.cursor) : ((query.page ?? 1) - 1) * size
  const overlay = (query.db ?? 'osc') === 'osc'
  const page = { start, size, onlyAvailable: query.only_available ?? false }
  const order = {
    by: orderOf(query.order_by, asked, 'sto_id'),
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
    const { rows, total, filter: used } = await readNamedPage(deps, sqlFilter, order, page, branch.id)
    const items = rows.slice(0, size).map((r) => presentWithStock(r, localInfo(r), overlay, view.book))
    const hasNext = rows.length > size
    return {
      items,
      ...cappedTotal(total),
      ...highlightOf(used),
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
  let reach = await reachOf(deps, filter)
  let total = await countProducts(deps.db, filter, reach)
  const fuzzy = total === 0 ? await corrected(deps, filter) : null
  if (fuzzy) {
    filter = fuzzy
    reach = await reachOf(deps, filter)
    total = await countProducts(deps.db, filter, reach)
  }
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
    ...highlightOf(filter),
    // the stock service did not answer: the items carry our own figures, of no known time
    ...(await stockTime(deps, oscError === null ? branch.code : null)),
  }
}
