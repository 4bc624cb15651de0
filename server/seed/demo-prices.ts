import type { Kysely } from 'kysely'
import { jakartaDay } from '#common/jakarta-time.ts'
import { type Book, type Quote, quoteOf, termsFor } from '#server/pricing/index.ts'
import type { Database } from '../db/types'
import type { ProductSnap } from './orders'

// The demo's own prices (docs/product.md §10.10): part groups by what a part is, and agreements
// written in the table the 'harga' feed writes (price_agreements), so that demo.user's catalogue
// shows 'Harga Anda' from each source: his store's net prices and discounts on parts and on a
// part group, his price group's (BENGKEL-A) on parts and part groups, one agreement not yet in
// force and one expired. The orders are priced from the same rows with the pricing module's own
// precedence (termsFor) and arithmetic (quoteOf), so they show what server/pricing would have.

type Db = Kysely<Database>
const DAY = 86_400_000

/** A part's group by the start of its name; the first that matches. Others have none. */
// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_PART_GROUPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(FILTER|ELEMENT) /, 'FILTER'],
  [/^(SPARK PLUG|PLUG SPARK)/, 'BUSI'],
  [/^BRAKE (PAD|SHOE|LINING) /, 'KAMPAS-REM'],
  [/^OIL /, 'OLI'],
  [/^BATTERY /, 'AKI'],
  [/^BELT /, 'BELT'],
]

export function partGroupOf(name: string): string | null {
  return DEMO_PART_GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? null
}

/** demo.user's store */
const DEMO_STORE = 'C0012345'

/**
 * One agreement: for a store (IBS code) or a price group; on the nth part (catalogue order) of a
 * part group (null: of the parts without one) or on a whole part group; a net price as a percent
 * of the part master's price (rounded to Rp 100) or a discount in basis points; valid between
 * two days counted from the seed day (open when absent).
 */
interface AgreementSpec {
  store?: string
  priceGroup?: string
  part?: { group: string | null; nth: number }
  partGroup?: string
  netPercent?: number
  discountBp?: number
  from?: number
  to?: number
}

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const DEMO_AGREEMENTS: readonly AgreementSpec[] = [
  // demo.user's store: its own prices. None on filters: the oil-filter journey (e2e) reads list prices.
  { store: DEMO_STORE, part: { group: 'BUSI', nth: 0 }, netPercent: 80, from: -120 },
  { store: DEMO_STORE, part: { group: null, nth: 0 }, netPercent: 90 },
  { store: DEMO_STORE, part: { group: 'KAMPAS-REM', nth: 0 }, discountBp: 1500, from: -120 },
  { store: DEMO_STORE, part: { group: null, nth: 1 }, discountBp: 1250 },
  { store: DEMO_STORE, partGroup: 'BUSI', discountBp: 800 },
  // not yet in force: from two weeks on (the list price until then)
  { store: DEMO_STORE, partGroup: 'AKI', discountBp: 2000, from: 14, to: 45 },
  // expired three months ago: the group's 4 % applies again
  { store: DEMO_STORE, partGroup: 'BELT', discountBp: 2500, from: -400, to: -90 },
  // BENGKEL-A: demo.user's group, and other workshops'
  { priceGroup: 'BENGKEL-A', part: { group: 'OLI', nth: 0 }, netPercent: 85 },
  { priceGroup: 'BENGKEL-A', part: { group: null, nth: 2 }, discountBp: 750, from: -120 },
  { priceGroup: 'BENGKEL-A', partGroup: 'OLI', discountBp: 500 },
  { priceGroup: 'BENGKEL-A', partGroup: 'KAMPAS-REM', discountBp: 600, from: -120 },
  { priceGroup: 'BENGKEL-A', partGroup: 'BELT', discountBp: 400 },
  // BENGKEL-B: demo.user2's group
  { priceGroup: 'BENGKEL-B', part: { group: null, nth: 3 }, netPercent: 88 },
  { priceGroup: 'BENGKEL-B', partGroup: 'KAMPAS-REM', discountBp: 1000 },
  { priceGroup: 'BENGKEL-B', partGroup: 'FILTER', discountBp: 700, from: -120 },
]

/** An agreement as written, with what pricing an order line needs of it. */
export interface SeededAgreement {
  scope: 'toko' | 'grup'
  store_id: number | null
  price_group: string | null
  product_id: number | null
  part_group: string | null
  net_price: number | null
  discount_bp: number | null
  valid_from: string | null
  valid_to: string | null
}

/** What pricing a line on a day needs: the agreements, each store's group, each part's group and list price. */
export interface DemoPriceFacts {
  agreements: readonly SeededAgreement[]
  storeGroups: ReadonlyMap<number, string | null>
  partGroups: ReadonlyMap<number, string | null>
  /** `${branchId}:${productId}` → the branch's list price (the stock feed's, else the master's: §10.9) */
  listPrices: ReadonlyMap<string, number>
}

export const listPriceKey = (branchId: number, productId: number) => `${branchId}:${productId}`

/** The nth part of a group (or of the parts without one) in catalogue order; none in a catalogue too small. */
function nthPart(
  products: readonly ProductSnap[],
  partGroups: ReadonlyMap<number, string | null>,
  group: string | null,
  nth: number,
) {
  return products.filter((p) => (partGroups.get(p.id) ?? null) === group)[nth] as ProductSnap | undefined
}

/** Writes the agreements in one statement and answers them as written (none whose part a small catalogue lacks). */
export async function insertAgreements(
  trx: Db,
  input: {
    storeIds: ReadonlyMap<string, number>
    products: readonly ProductSnap[]
    partGroups: ReadonlyMap<number, string | null>
    now: Date
  },
): Promise<SeededAgreement[]> {
  const day = (offset: number | undefined) =>
    offset === undefined ? null : jakartaDay(new Date(input.now.getTime() + offset * DAY))
  const rows = DEMO_AGREEMENTS.flatMap((spec): SeededAgreement[] => {
    const part = spec.part ? nthPart(input.products, input.partGroups, spec.part.group, spec.part.nth) : null
    if (part === undefined) return []
    const row: SeededAgreement = {
      scope: spec.store ? 'toko' : 'grup',
      store_id: spec.store ? (input.storeIds.get(spec.store) ?? null) : null,
      price_group: spec.priceGroup ?? null,
      product_id: part?.id ?? null,
      part_group: spec.partGroup ?? null,
      net_price: part && spec.netPercent ? Math.round((part.price * spec.netPercent) / 10_000) * 100 : null,
      discount_bp: spec.discountBp ?? null,
      valid_from: day(spec.from),
      valid_to: day(spec.to),
    }
    return [row]
  })
  if (rows.length === 0) return rows
  await trx
    .insertInto('price_agreements')
    .values(rows.map((r) => ({ ...r, job_id: null, updated_at: input.now })))
    .execute()
  return rows
}

const validOn = (a: SeededAgreement, day: string) =>
  (a.valid_from === null || a.valid_from <= day) && (a.valid_to === null || a.valid_to >= day)

/**
 * What a store pays for a part on a Jakarta day: its store's and its group's agreements valid
 * that day, put in a book as server/pricing keeps one, the most specific taken by termsFor.
 */
export function demoQuote(
  facts: DemoPriceFacts,
  at: { storeId: number; branchId: number; day: string },
  productId: number,
): Quote {
  const group = facts.storeGroups.get(at.storeId) ?? null
  const book: Book = { key: '', storePart: new Map(), storeGroup: new Map(), groupPart: new Map(), groupGroup: new Map() }
  for (const a of facts.agreements) {
    if (!validOn(a, at.day)) continue
    const terms = { scope: a.scope, net_price: a.net_price, discount_bp: a.discount_bp }
    const own = a.store_id === at.storeId
    if (!own && (group === null || a.price_group !== group)) continue
    if (a.product_id !== null) (own ? book.storePart : book.groupPart).set(a.product_id, terms)
    else if (a.part_group !== null) (own ? book.storeGroup : book.groupGroup).set(a.part_group, terms)
  }
  const list = facts.listPrices.get(listPriceKey(at.branchId, productId))
  if (list === undefined) throw new Error(`no list price for part ${productId} in branch ${at.branchId}`)
  return quoteOf(list, termsFor(book, { id: productId, part_group: facts.partGroups.get(productId) ?? null }))
}
