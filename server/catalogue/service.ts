import {
  CATALOGUE_PAGE_SIZE,
  COUNT_CAP,
  normalisePriceRange,
  type ProductsOscQuery,
  type ProductsQuery,
  type ProductWithStock,
} from '../../common/catalogue'
import { jakartaDay } from '../../common/jakarta-time'
import { parseSearch } from '../../common/search'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import type { StockInfo, StockProvider } from '../stock'
import { decodeOffsetCursor, encodeOffsetCursor } from './cursor'
import { presentProduct, presentWithStock } from './presenter'
import { type CatalogueFilter, countProducts, findProduct, listProducts, type ProductRow } from './queries'
import { freshStock, SearchCache } from './search-cache'
import { pageLineage, replacementsFor } from './search-replacements'
import { lineageOf } from './supersessions'

/** With a remote stock service, availability is known only after asking it: at most this many
 * windows of candidates are checked per call before answering with a cursor to go on. */
const MAX_REMOTE_WINDOWS = 5

const emptyPage = { items: [], total: 0, total_capped: false, has_next: false }

function baseFilter(query: ProductsQuery | ProductsOscQuery): CatalogueFilter | null {
  const text = query.q?.trim() ?? ''
  const search = text === '' ? null : parseSearch(text)
  // a query under 3 characters returns nothing, without touching the database (SPEC §5)
  if (text !== '' && !search) return null
  const range = normalisePriceRange(query.min_price, query.max_price)
  return {
    search,
    nameAlso: query.name_also ?? query['name-also'] ?? false,
    minPrice: range.min,
    maxPrice: range.max,
  }
}

export function createCatalogueService(deps: { db: Db; stock: StockProvider; clock: Clock }) {
  const { db, stock } = deps
  const cache = new SearchCache(deps.clock)
  const today = () => jakartaDay(deps.clock.now())

  /** The filter with the current parts of replaced numbers it matched, and those matches. */
  async function withReplacements(filter: CatalogueFilter) {
    const found = await replacementsFor(db, filter, today())
    return { filter: { ...filter, promotedIds: found.promotedIds }, found }
  }

  async function list(query: ProductsQuery) {
    const base = baseFilter(query)
    if (!base) return emptyPage
    const { filter, found } = await withReplacements(base)
    const size = query.page_size ?? CATALOGUE_PAGE_SIZE
    const offset = ((query.page ?? 1) - 1) * size
    const order = { by: query.order_by ?? 'created_at', dir: query.order_dir ?? 'desc' } as const
    const [rows, total] = await Promise.all([
      listProducts(db, filter, order, { offset, limit: size + 1 }, null),
      countProducts(db, filter),
    ])
    const page = rows.slice(0, size)
    const lineage = await pageLineage(db, page, found, today())
    return {
      items: page.map((r) => presentProduct(r, lineage.get(r.sto_id))),
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

  async function listWithStock(session: PlaceSession, query: ProductsOscQuery, signal?: AbortSignal) {
    const base = baseFilter(query)
    if (!base) return { ...emptyPage, next_cursor: null, osc_error: null }
    const { filter, found } = await withReplacements(base)
    const branch = session.branch
    const size = query.page_size ?? CATALOGUE_PAGE_SIZE
    const start = query.cursor ? decodeOffsetCursor(query.cursor) : ((query.page ?? 1) - 1) * size
    const overlay = (query.db ?? 'osc') === 'osc'
    const onlyAvailable = query.only_available ?? false
    const order = {
      by: query.order_by ?? 'sto_id',
      dir: query.order_dir ?? 'asc',
      availableFirstIn: query.avail_first ? branch.id : undefined,
    } as const

    // our own stock table answers availability in SQL: filter and order there
    if (!overlay || stock.kind === 'embedded') {
      // the range and the price order follow the price the cards show
      const shown = overlay ? { ...filter, priceBranch: branch.id } : filter
      const sqlFilter = onlyAvailable ? { ...shown, availableIn: branch.id } : shown
      const pageKey = { sqlFilter, order, start, size, branch: branch.id }
      return cache.answer({ ...pageKey, overlay }, async () => {
        let readNow = false
        const [pageRows, total] = await Promise.all([
          cache.page(pageKey, () => {
            readNow = true
            return listProducts(db, sqlFilter, order, { offset: start, limit: size + 1 }, branch.id)
          }),
          cache.count({ sqlFilter }, () => countProducts(db, sqlFilter)),
        ])
        // rows read just now carry current stock; rows from the page cache have it read again
        const rows = readNow ? pageRows : await freshStock(db, branch.id, pageRows)
        const lineage = await pageLineage(db, rows.slice(0, size), found, today())
        const items = rows.slice(0, size).map((r) => presentWithStock(r, localInfo(r), overlay, lineage.get(r.sto_id)))
        const hasNext = rows.length > size
        return {
          items,
          total: Math.min(total, COUNT_CAP),
          total_capped: total > COUNT_CAP,
          has_next: hasNext,
          next_cursor: hasNext ? encodeOffsetCursor(start + size) : null,
          osc_error: null,
        }
      })
    }
    const answer = await listFromRemote(filter, order, { start, size, onlyAvailable }, branch, signal)
    const lineage = await pageLineage(db, answer.items, found, today())
    const items = answer.items.map((item) => ({ ...item, ...lineage.get(item.sto_id) }))
    return { ...answer, items }
  }

  async function listFromRemote(
    filter: CatalogueFilter,
    order: { by: ProductsOscQuery['order_by'] & string; dir: 'asc' | 'desc' },
    page: { start: number; size: number; onlyAvailable: boolean },
    branch: { id: number; code: string },
    signal?: AbortSignal,
  ) {
    const items: ProductWithStock[] = []
    let offset = page.start
    let reachedEnd = false
    let oscError: string | null = null
    const total = await countProducts(db, filter)
    for (let window = 0; window < MAX_REMOTE_WINDOWS && items.length < page.size && !reachedEnd; window++) {
      const windowStart = offset
      const rows = await listProducts(db, filter, order, { offset, limit: page.size }, branch.id)
      const { info, error } = await askStock(branch.code, rows, signal)
      oscError ??= error
      for (const row of rows) {
        offset++
        const item = presentWithStock(row, info ? info.get(row.sto_id) : localInfo(row), info !== null)
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
    }
  }

  async function detail(session: PlaceSession, id: number) {
    const branch = session.branch
    const row = await findProduct(db, id, branch.id)
    if (!row) throw notFound('Produk tidak ditemukan')
    const lineage = (await lineageOf(db, [row.sto_id], today())).get(row.sto_id)
    if (stock.kind === 'embedded') return presentWithStock(row, localInfo(row), true, lineage)
    const { info } = await askStock(branch.code, [row])
    return presentWithStock(row, info ? info.get(row.sto_id) : localInfo(row), info !== null, lineage)
  }

  async function quantities(session: PlaceSession, stoIds: string[], signal?: AbortSignal) {
    const branch = session.branch
    const wanted = [...new Set(stoIds.map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))]
    const info = await stock.quantities(branch.code, wanted, signal)
    return Object.fromEntries(wanted.map((partNo) => [partNo, info.get(partNo)?.qty ?? 0]))
  }

  return { list, listWithStock, detail, quantities, clearCache: () => cache.clear() }
}

function localInfo(row: ProductRow): StockInfo | undefined {
  return row.stock_qty === null ? undefined : { qty: row.stock_qty, price: row.stock_price }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
