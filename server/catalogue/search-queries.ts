import { type RawBuilder, sql } from 'kysely'
import { COUNT_CAP, type ProductOrderKey } from '#common/catalogue.ts'
import { escapeLike, likePattern, type ParsedSearch } from '#common/search.ts'
import type { Db } from '../db/connect'
import { listPriceSql, unitPriceSql } from '../pricing'
import type { NameSearch } from './name-query'
import { type ProductRow, type ReadRow, toProductRow } from './queries'
import { FULL_REACH, type SupersessionReach } from './supersession-numbers'
import { CURRENT_OF_WALK, forwardWalk, lineageColumns, replacedNumbersLikeCte } from './supersession-queries'

// A catalogue search is one statement, as the bench's bare handler runs it: its page, its count
// when not known, the replaced numbers it matches and the lineage of the parts it lists. A buyer who types the number on an old box gets its current part first
// in the results, marked with the number he typed.

export interface CatalogueFilter {
  search: ParsedSearch | null
  nameAlso: boolean
  /** with nameAlso: the words of the search (name-query.ts); null when the text holds none */
  name?: NameSearch | null
  minPrice?: number
  maxPrice?: number
  /** when set, only parts with stock > 0 in this branch */
  availableIn?: number
  /** when set, prices are this branch's list prices (docs/product.md §10.9), else the part master's */
  priceBranch?: number
  /**
   * when set (with priceBranch), the price range and the price order read what this store pays
   * (§10.10); set only for a store with agreements, so other searches share their kept pages
   */
  priceStore?: number
  /** the Jakarta day whose replacements are in effect */
  day: string
}

export interface CatalogueOrder {
  by: ProductOrderKey
  dir: 'asc' | 'desc'
  /** branch whose available parts come first */
  availableFirstIn?: number
}

/** Replaced numbers one search may bring forward; a broad pattern matching more takes the first. */
const MAX_MATCHED_OLD = 20

function inStock(branchId: number): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from stock s where s.product_id = p.id and s.branch_id = ${branchId} and s.qty > 0)`
}

/** The price the card shows: the store's price, else the branch's list price (the pricing module's expressions). */
function shownPrice(filter: CatalogueFilter): RawBuilder<number> {
  if (filter.priceBranch === undefined) return listPriceSql('p', null)
  if (filter.priceStore === undefined) return listPriceSql('p', filter.priceBranch)
  return unitPriceSql('p', { branchId: filter.priceBranch, storeId: filter.priceStore, day: filter.day })
}

/** The text match of a search, on `p`: part numbers (stored uppercase), and names' words when asked. */
function textMatch(filter: CatalogueFilter & { search: ParsedSearch }): RawBuilder<boolean> {
  // LIKE on the uppercased pattern is case-insensitive on part numbers and can use the pattern and
  // trigram indexes; a name's words are read off the full-text index of migration 0022
  const onPart = sql<boolean>`p.sto_id like ${likePattern(filter.search).toUpperCase()} escape '\\'`
  if (!filter.nameAlso || !filter.name) return onPart
  const onName = sql<boolean>`part_name_words(p.name) @@ to_tsquery('simple'::regconfig, ${filter.name.tsquery})`
  // a part number holds no space (import-parts.ts PART_NO): a text of several words asks names only
  return /\s/.test(filter.search.term) ? onName : sql<boolean>`(${onPart} or ${onName})`
}

/**
 * 'Relevansi' (docs/product.md §14.3): the exact part number, then numbers starting with the text,
 * then other number matches, then names with every word (shorter first), then names through a
 * corrected typo; one number, tiers of a thousand.
 */
function relevance(filter: CatalogueFilter): RawBuilder<number> {
  if (!filter.search) return sql<number>`0`
  const term = filter.search.term.toUpperCase()
  const names = filter.name?.fuzzy ? 4 : 3
  return sql<number>`(case when p.sto_id = ${term} then 0
    when p.sto_id like ${`${escapeLike(term)}%`} escape '\\' then 1
    when p.sto_id like ${likePattern(filter.search).toUpperCase()} escape '\\' then 2
    else ${sql.lit(names)} end) * 1000 + least(length(p.name), 999)`
}

/** Every condition but the text match: active, price range, availability. */
function otherConditions(filter: CatalogueFilter): RawBuilder<boolean>[] {
  const conditions = [sql<boolean>`p.is_active`]
  const price = shownPrice(filter)
  if (filter.minPrice !== undefined) conditions.push(sql<boolean>`${price} >= ${filter.minPrice}`)
  if (filter.maxPrice !== undefined) conditions.push(sql<boolean>`${price} <= ${filter.maxPrice}`)
  if (filter.availableIn !== undefined) conditions.push(inStock(filter.availableIn))
  return conditions
}

const all = (conditions: RawBuilder<boolean>[]) => sql.join(conditions, sql` and `)

/**
 * `matched_old` (replaced numbers the search's pattern matches) and `promoted(start, id)`, the
 * current part of each: what the page puts first and the count includes.
 */
function replacementCtes(search: ParsedSearch, day: string) {
  return sql`matched_old(old_part_no) as (${replacedNumbersLikeCte(likePattern(search).toUpperCase(), day, MAX_MATCHED_OLD)}),
    walk(start, part_no, steps, path) as (${forwardWalk(sql`matched_old`, day)}),
    promoted(start, id) as (select c.start, c.id from (${CURRENT_OF_WALK}) c)`
}

/** On `p`: one of the current parts the search's old numbers lead to (an array, so an index serves it). */
const isPromoted = sql<boolean>`p.id = any(array(select id from promoted))`

/** The matches of a page, its order within them, and the same order by the columns they carry. */
function pageMatches(
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: Page,
  stockBranch: number | null,
  replacements: boolean,
) {
  const dir = sql.raw(order.dir)
  const sortKey =
    order.by === 'price' ? shownPrice(filter) : order.by === 'relevance' ? relevance(filter) : sql.ref(`p.${order.by}`)
  const availFirst = order.availableFirstIn === undefined ? sql`false` : inStock(order.availableFirstIn)
  // the branch's stock row is joined to the page's rows only, once chosen (withStock): a broad
  // name search sorts thousands of matches by relevance, and needs none of their stock to do it
  const select = (promoted: boolean, conditions: RawBuilder<boolean>[]) => sql`select p.id, p.sto_id, p.name, p.unit,
      p.image_url, p.price, p.part_group, ${sql.lit(promoted)} as promoted,
      ${sortKey} as sort_key, ${availFirst} as avail_first
    from products p
    where ${all(conditions)}`
  // the matches read in index order where the order allows, only as far as the page reaches
  const keys = [
    ...(order.availableFirstIn === undefined ? [] : [sql`${availFirst} desc`]),
    sql`${sortKey} ${dir}`,
    ...(order.by === 'sto_id' ? [] : [sql`p.id ${dir}`]),
  ]
  const upToPage = sql`order by ${sql.join(keys)} limit ${page.offset + page.limit}`
  const rest = otherConditions(filter)
  const matches =
    filter.search && replacements
      ? sql`(${select(true, [...rest, isPromoted])})
      union all
      (${select(false, [textMatch({ ...filter, search: filter.search }), ...rest, sql`not ${isPromoted}`])} ${upToPage})`
      : sql`${select(false, filter.search ? [textMatch({ ...filter, search: filter.search }), ...rest] : rest)} ${upToPage}`
  const pageOrder = sql`order by promoted desc, avail_first desc, sort_key ${dir}, id ${dir}`
  const withStock = (rows: RawBuilder<unknown>) => sql`select m.*, st.qty as stock_qty, st.price_osc as stock_price
    from (${rows}) m left join stock st on st.product_id = m.id and st.branch_id = ${stockBranch ?? -1}`
  return { matches, pageOrder, withStock }
}

/** The number of matches up to COUNT_CAP + 1 (a broad search stays fast), in `promoted`'s scope. */
function matchCount(filter: CatalogueFilter, replacements: boolean) {
  const rest = otherConditions(filter)
  const upTo = (conditions: RawBuilder<boolean>[]) =>
    sql<number>`(select count(*)::int from (select 1 from products p where ${all(conditions)} limit ${COUNT_CAP + 1}) m)`
  if (!filter.search) return upTo(rest)
  const match = textMatch({ ...filter, search: filter.search })
  if (!replacements) return upTo([match, ...rest])
  // the text's matches read off their index, and the current parts of matched old numbers besides
  return sql<number>`${upTo([match, ...rest])} + ${upTo([isPromoted, sql`not ${match}`, ...rest])}`
}

export interface Page {
  offset: number
  limit: number
}

/**
 * A page of a search in one statement: its parts with their branch stock row, their lineage and
 * the matched old numbers they answer for, each with `total`, the search's count when asked for.
 * A page that ends the matches tells the count by itself; the matches are counted only when it
 * does not. An empty page is one row of nulls but `total`.
 */
export function listProductsQuery(
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: Page,
  stockBranch: number | null,
  opts: ReadOptions = {},
): RawBuilder<Nullable<ReadRow> & { total: number | null }> {
  const { replacements, lineage } = resolving(filter, opts.reach)
  const { matches, pageOrder, withStock } = pageMatches(filter, order, page, stockBranch, replacements)
  const ctes = [
    ...(replacements && filter.search ? [replacementCtes(filter.search, filter.day)] : []),
    sql`pg as (${withStock(sql`select * from (${matches}) m ${pageOrder} offset ${page.offset} limit ${page.limit}`)})`,
  ]
  const total = opts.withCount
    ? sql`(select case when n < ${page.limit} and (n > 0 or ${page.offset} = 0) then ${page.offset} + n
        else ${matchCount(filter, replacements)} end from (select count(*)::int as n from pg) c)`
    : sql`null::int`
  const matchedOld = replacements
    ? sql`case when pg.promoted then array(select pr.start from promoted pr where pr.id = pg.id order by pr.start) end`
    : sql`null::text[]`
  // the lineage is read for the page's rows only, once they are chosen
  const lineageOfPage = lineage
    ? lineageColumns(sql`pg.sto_id`, filter.day)
    : sql`null::text as superseded_by, null::text[] as supersedes`
  return sql`with recursive ${sql.join(ctes)}
    select pg.id, pg.sto_id, pg.name, pg.unit, pg.image_url, pg.price, pg.part_group, pg.stock_qty, pg.stock_price,
      ${lineageOfPage}, ${matchedOld} as matched_old, t.total
    from (select ${total} as total) t
    left join pg on true
    ${pageOrder}`
}

export interface ReadOptions {
  /** the count of the search too */
  withCount?: boolean
  /** what the search must resolve of supersessions; everything when not told */
  reach?: SupersessionReach
}

function resolving(filter: CatalogueFilter, reach: SupersessionReach = FULL_REACH) {
  return { replacements: filter.search !== null && reach.replacements, lineage: reach.lineage }
}

type Nullable<T> = { [K in keyof T]: T[K] | null }

/** A page's parts, and the search's count when asked for (null otherwise). */
export async function listProducts(
  db: Db,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: Page,
  stockBranch: number | null,
  opts: ReadOptions = {},
): Promise<{ rows: ProductRow[]; total: number | null }> {
  const { rows } = await listProductsQuery(filter, order, page, stockBranch, opts).execute(db)
  const parts = rows.filter((r): r is ReadRow & { total: number | null } => r.id !== null)
  return { rows: parts.map(toProductRow), total: rows[0]?.total ?? null }
}

/** The count of a search alone, when its page is at hand. */
export function countProductsQuery(filter: CatalogueFilter, reach?: SupersessionReach): RawBuilder<{ n: number }> {
  const { replacements } = resolving(filter, reach)
  const ctes = replacements && filter.search ? sql`with recursive ${replacementCtes(filter.search, filter.day)}` : sql``
  return sql`${ctes} select ${matchCount(filter, replacements)} as n`
}

export async function countProducts(db: Db, filter: CatalogueFilter, reach?: SupersessionReach): Promise<number> {
  const { rows } = await countProductsQuery(filter, reach).execute(db)
  return Number(rows[0]?.n ?? 0)
}
