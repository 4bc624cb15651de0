import { jakartaDay } from '#common/jakarta-time.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { PriceBooks } from '../pricing'
import type { StockProvider } from '../stock'
import type { SynonymList } from '../synonyms'
import type { SearchCache } from './search-cache'
import type { CatalogueFilter } from './search-queries'
import type { SupersessionNumbers } from './supersession-numbers'

/** What the catalogue's operations work with; the search cache and the numbers are one per service. */
export interface CatalogueDeps {
  db: Db
  stock: StockProvider
  clock: Clock
  books: PriceBooks
  /** the synonym list a name search reads its words with */
  synonyms: SynonymList
  /** hours after which the branch's stock reads as old ('Stok per …') */
  staleHours: number
  cache: SearchCache
  numbers: SupersessionNumbers
}

/** The Jakarta day: replacements and prices take effect on calendar days there. */
export const today = (deps: Pick<CatalogueDeps, 'clock'>) => jakartaDay(deps.clock.now())

/** What of supersessions a search must resolve: asked only when the search is read. */
export const reachOf = (deps: CatalogueDeps, filter: CatalogueFilter) =>
  deps.numbers.reach(filter.search, filter.nameAlso, filter.day)
