import { AppError, notFound } from '../http/app-error'
import type { PlaceSession } from '../http/guards'
import type { StockInfo } from '../stock'
import { type CatalogueDeps, today } from './catalogue-deps'
import { presentWithStock } from './presenter'
import type { PriceView } from './price-view'
import { findProduct, type ProductRow } from './queries'

// The stock the catalogue shows beside its parts: how old the branch's figures are, one part's
// detail, and the quantities asked for by part number.

/**
 * How old the branch's stock is: every answer that shows stock carries it ('Stok per …'). A
 * search's answer takes it from the search cache; the detail and the OSC call read it anew.
 */
export async function stockTime(deps: CatalogueDeps, branchCode: string | null, from: 'search' | 'now' = 'now') {
  const read = async () => (branchCode === null ? null : ((await deps.stock.stockTime?.(branchCode)) ?? null))
  const at = branchCode !== null && from === 'search' ? await deps.cache.stockTime(branchCode, read) : await read()
  return { stock_as_of: at ? at.toISOString() : null, stock_stale_hours: deps.staleHours }
}

export const stockTimeOf = (deps: CatalogueDeps, session: PlaceSession) => stockTime(deps, session.branch.code)

/** The stock service's figures for the rows, or why it did not answer. */
export async function askStock(deps: CatalogueDeps, branchCode: string, rows: ProductRow[], signal?: AbortSignal) {
  try {
    return {
      info: await deps.stock.quantities(
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

/** The figures of our own stock table read with the row, when there are any. */
export function localInfo(row: ProductRow): StockInfo | undefined {
  return row.stock_qty === null ? undefined : { qty: row.stock_qty, price: row.stock_price }
}

export async function productDetail(deps: CatalogueDeps, session: PlaceSession, id: number, view: PriceView) {
  const branch = session.branch
  const row = await findProduct(deps.db, id, branch.id, today(deps))
  if (!row) throw notFound('Produk tidak ditemukan')
  if (deps.stock.inStockTable)
    return { ...presentWithStock(row, localInfo(row), true, view.book), ...(await stockTime(deps, branch.code)) }
  const { info } = await askStock(deps, branch.code, [row])
  const item = presentWithStock(row, info ? info.get(row.sto_id) : localInfo(row), info !== null, view.book)
  return { ...item, ...(await stockTime(deps, info ? branch.code : null)) }
}

export async function quantities(deps: CatalogueDeps, session: PlaceSession, stoIds: string[], signal?: AbortSignal) {
  const branch = session.branch
  const wanted = [...new Set(stoIds.map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))]
  const info = await deps.stock.quantities(branch.code, wanted, signal)
  return Object.fromEntries(wanted.map((partNo) => [partNo, info.get(partNo)?.qty ?? 0]))
}
