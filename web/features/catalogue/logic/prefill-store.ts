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

/** What the list starts from: its criteria and whether the filter panel is open. */
export interface CatalogueStart {
  criteria: CatalogueCriteria
  filterOpen: boolean
}

interface CataloguePrefill extends CatalogueStart {
  scrollY: number
}

/** The kept fields of a start, each as the text its key holds (the address, criteria-address.ts, writes the same). */
export type StartField = 'search' | 'nameAlso' | 'partContains' | 'price' | 'order' | 'onlyAvailable' | 'source' | 'filterOpen'

function readOrder(text: string | null): Pick<CatalogueCriteria, 'orderBy' | 'orderDir'> {
  const [by, dir] = (text ?? '').split(':')
  if (!isSortKey(by)) return { orderBy: DEFAULT_CRITERIA.orderBy, orderDir: DEFAULT_CRITERIA.orderDir }
  return { orderBy: by, orderDir: dir === 'desc' ? 'desc' : 'asc' }
}

function readPrice(text: string | null): PriceRange {
  const [min, max] = (text ?? '').split('-')
  const toPrice = (part: string | undefined) => (part && /^\d{1,13}$/.test(part) ? Number(part) : null)
  return { min: toPrice(min), max: toPrice(max) }
}

/** A start from its fields' texts; whatever they hold, garbage included, reads as a usable start. */
export function startOf(read: (field: StartField) => string | null): CatalogueStart {
  return {
    criteria: {
      search: (read('search') ?? '').slice(0, 100),
      nameAlso: read('nameAlso') === '1',
      partContains: (read('partContains') ?? '').slice(0, 40),
      price: readPrice(read('price')),
      ...readOrder(read('order')),
      onlyAvailable: read('onlyAvailable') === '1',
      source: read('source') === 'local' ? 'local' : 'osc',
    },
    filterOpen: read('filterOpen') === '1',
  }
}

const bit = (value: boolean) => (value ? '1' : '0')

/** The texts of a start's fields, as its keys keep them. */
export function fieldsOf({ criteria, filterOpen }: CatalogueStart): Record<StartField, string> {
  return {
    search: criteria.search,
    nameAlso: bit(criteria.nameAlso),
    partContains: criteria.partContains,
    price: `${criteria.price.min ?? ''}-${criteria.price.max ?? ''}`,
    order: `${criteria.orderBy}:${criteria.orderDir}`,
    onlyAvailable: bit(criteria.onlyAvailable),
    source: criteria.source,
    filterOpen: bit(filterOpen),
  }
}

const read = (key: string) => readStored('session', key)

/** Whatever is stored, garbage included, reads as a usable state. */
export function readPrefill(): CataloguePrefill {
  const scroll = Number(read(PREFILL_KEYS.scroll))
  return {
    ...startOf((field) => read(PREFILL_KEYS[field])),
    scrollY: Number.isFinite(scroll) && scroll > 0 ? Math.round(scroll) : 0,
  }
}

export function writeCriteria(criteria: CatalogueCriteria): void {
  const fields = fieldsOf({ criteria, filterOpen: false })
  for (const field of ['search', 'nameAlso', 'order', 'price', 'partContains', 'onlyAvailable', 'source'] as const) {
    writeStored('session', PREFILL_KEYS[field], fields[field])
  }
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
