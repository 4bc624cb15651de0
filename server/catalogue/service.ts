import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import type { Db } from '../db/connect'
import { bindDeps } from '../lib/bind-deps'
import type { Clock } from '../lib/clock'
import type { PriceBooks } from '../pricing'
import type { StockProvider } from '../stock'
import type { SynonymList } from '../synonyms'
import type { CatalogueDeps } from './catalogue-deps'
import { priceView } from './price-view'
import { listParts, listWithStock } from './product-search'
import { SearchCache } from './search-cache'
import { productDetail, quantities, stockTimeOf } from './stock-answers'
import { SupersessionNumbers } from './supersession-numbers'

/**
 * Kept searches and numbers forgotten: a supersession or price feed was loaded, or notices may
 * have been missed. The stores' books go too (a price-ordered page was ordered by them).
 */
function clearCache(deps: CatalogueDeps) {
  deps.cache.clear()
  deps.numbers.clear()
  deps.books.forget()
}

/** The parts people search and read (product-search.ts), at whose prices (price-view.ts), with what stock. */
export function createCatalogueService(options: {
  db: Db
  stock: StockProvider
  clock: Clock
  books: PriceBooks
  synonyms: SynonymList
  stockStaleHours?: number
}) {
  const { stockStaleHours, ...shared } = options
  const deps: CatalogueDeps = {
    ...shared,
    staleHours: stockStaleHours ?? STOCK_STALE_HOURS_DEFAULT,
    cache: new SearchCache(options.clock),
    numbers: new SupersessionNumbers(options.db),
  }
  return bindDeps(deps, {
    priceView,
    list: listParts,
    listWithStock,
    detail: productDetail,
    quantities,
    clearCache,
    stockTimeOf,
  })
}

export type CatalogueService = ReturnType<typeof createCatalogueService>
