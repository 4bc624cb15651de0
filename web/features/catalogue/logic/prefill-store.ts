// The catalogue prefill keys (product.md §2.5, §2.6): the landing page fills them before opening the catalogue,
// and the catalogue keeps its own state there, so coming back (e.g. from a detail page) restores
// the search, filters and scroll position. Session storage: per tab, gone when the tab closes.
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'
import { type CatalogueCriteria, DEFAULT_CRITERIA, isSortKey, type PriceRange } from './criteria'

export const PREFILL_KEYS = {
  search: 'catalogue_prefill_q',
  nameAlso: 'catalogue_prefill_name_also',
  filterOpen: 'catalogue_prefill_filter_open',
  order: 'catalogue_prefill_order',
  price: 'catalogue_prefill_price',
  scroll: 'catalogue_prefill_scroll',
  // not named by product.md §2.6: the card at the top of the screen and how far down it was, so the way
  // back lands on the same cards whatever height the browser gives cards it has not laid out yet
  scrollCard: 'catalogue_prefill_scroll_card',
  // not named by product.md §2.6; kept so a return visit shows exactly the same list
  partContains: 'catalogue_prefill_part',
  onlyAvailable: 'catalogue_prefill_only_available',
  source: 'catalogue_prefill_source',
} as const

interface CataloguePrefill {
  criteria: CatalogueCriteria
  filterOpen: boolean
  scrollY: number
}

const read = (key: string) => readStored('session', key)
const flag = (key: string) => read(key) === '1'

function readOrder(): Pick<CatalogueCriteria, 'orderBy' | 'orderDir'> {
  const [by, dir] = (read(PREFILL_KEYS.order) ?? '').split(':')
  if (!isSortKey(by)) return { orderBy: DEFAULT_CRITERIA.orderBy, orderDir: DEFAULT_CRITERIA.orderDir }
  return { orderBy: by, orderDir: dir === 'desc' ? 'desc' : 'asc' }
}

function readPrice(): PriceRange {
  const [min, max] = (read(PREFILL_KEYS.price) ?? '').split('-')
  const toPrice = (text: string | undefined) => (text && /^\d{1,13}$/.test(text) ? Number(text) : null)
  return { min: toPrice(min), max: toPrice(max) }
}

/** Whatever is stored, garbage included, reads as a usable state. */
export function readPrefill(): CataloguePrefill {
  const scroll = Number(read(PREFILL_KEYS.scroll))
  return {
    criteria: {
      search: (read(PREFILL_KEYS.search) ?? '').slice(0, 100),
      nameAlso: flag(PREFILL_KEYS.nameAlso),
      partContains: (read(PREFILL_KEYS.partContains) ?? '').slice(0, 40),
      price: readPrice(),
      ...readOrder(),
      onlyAvailable: flag(PREFILL_KEYS.onlyAvailable),
      source: read(PREFILL_KEYS.source) === 'local' ? 'local' : 'osc',
    },
    filterOpen: flag(PREFILL_KEYS.filterOpen),
    scrollY: Number.isFinite(scroll) && scroll > 0 ? Math.round(scroll) : 0,
  }
}

const bit = (value: boolean) => (value ? '1' : '0')

export function writeCriteria(criteria: CatalogueCriteria): void {
  writeStored('session', PREFILL_KEYS.search, criteria.search)
  writeStored('session', PREFILL_KEYS.nameAlso, bit(criteria.nameAlso))
  writeStored('session', PREFILL_KEYS.order, `${criteria.orderBy}:${criteria.orderDir}`)
  writeStored('session', PREFILL_KEYS.price, `${criteria.price.min ?? ''}-${criteria.price.max ?? ''}`)
  writeStored('session', PREFILL_KEYS.partContains, criteria.partContains)
  writeStored('session', PREFILL_KEYS.onlyAvailable, bit(criteria.onlyAvailable))
  writeStored('session', PREFILL_KEYS.source, criteria.source)
}

export function writeFilterOpen(open: boolean): void {
  writeStored('session', PREFILL_KEYS.filterOpen, bit(open))
}

export function writeScrollY(y: number): void {
  writeStored('session', PREFILL_KEYS.scroll, String(Math.max(0, Math.round(y))))
}

/** A card of the list (its part number) and where its top was on the screen, in px from the top. */
export interface ScrollCard {
  partNo: string
  top: number
}

/** The card the screen showed at the top when the list was left; null for none (or garbage). */
export function readScrollCard(): ScrollCard | null {
  const match = /^(-?\d{1,6}):(.{1,100})$/.exec(read(PREFILL_KEYS.scrollCard) ?? '')
  return match ? { top: Number(match[1]), partNo: match[2] } : null
}

export function writeScrollCard(card: ScrollCard | null): void {
  if (card) writeStored('session', PREFILL_KEYS.scrollCard, `${Math.round(card.top)}:${card.partNo}`)
  else removeStored('session', PREFILL_KEYS.scrollCard)
}

/** The landing page's search: a fresh list from the top, filters and sort left as they were. */
export function prefillSearch(search: string, nameAlso: boolean): void {
  writeStored('session', PREFILL_KEYS.search, search.trim())
  writeStored('session', PREFILL_KEYS.nameAlso, bit(nameAlso))
  removeStored('session', PREFILL_KEYS.scroll)
  removeStored('session', PREFILL_KEYS.scrollCard)
}
