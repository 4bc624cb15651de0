import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../db/connect'
import type { AgreementRow } from './book'
import type { PriceContext } from './list-price'
import { type Quote, quoteOf, type Terms } from './terms'

// The prices' SQL (docs/product.md §10.9, §10.10). The list price is the branch's row of the stock
// feed's table (`stock.price_osc`) when it has a price, else the part master's (`products.price`).
// The agreement a part takes is found by four index probes, most specific first (store + part,
// store + part group, price group + part, price group + part group), valid on the Jakarta day. Both
// are fragments, so a catalogue search stays one statement and orders and filters its pages by the
// price it shows; book.ts picks the same agreement from memory for the catalogue's kept pages.

/**
 * The list price of the part aliased `productAlias` in a statement; without a branch, the part
 * master's. The stock row is looked up by its primary key (branch, part).
 */
export function listPriceSql(productAlias: string, branchId: number | null): RawBuilder<number> {
  const master = sql.ref(`${productAlias}.price`)
  if (branchId === null) return sql<number>`${master}`
  const product = sql.ref(`${productAlias}.id`)
  return sql<number>`coalesce((select s.price_osc from stock s where s.product_id = ${product} and s.branch_id = ${branchId}), ${master})`
}

const validOn = (day: string) =>
  sql`(a.valid_from is null or a.valid_from <= ${day}::date) and (a.valid_to is null or a.valid_to >= ${day}::date)`

/** The agreements that could price the part `productAlias` for a store, ranked 1–4 (most specific first). */
function candidates(productAlias: string, storeId: number, day: string) {
  const id = sql.ref(`${productAlias}.id`)
  const group = sql.ref(`${productAlias}.part_group`)
  const priceGroup = sql`(select s.price_group from stores s where s.id = ${storeId})`
  const level = (rank: number, where: RawBuilder<unknown>) =>
    sql`select ${sql.lit(rank)} as rank, a.scope, a.net_price, a.discount_bp from price_agreements a where ${where} and ${validOn(day)}`
  return sql`${level(1, sql`a.store_id = ${storeId} and a.product_id = ${id}`)}
    union all ${level(2, sql`a.store_id = ${storeId} and a.part_group = ${group}`)}
    union all ${level(3, sql`a.price_group = ${priceGroup} and a.product_id = ${id}`)}
    union all ${level(4, sql`a.price_group = ${priceGroup} and a.part_group = ${group}`)}
    order by rank limit 1`
}

/**
 * The unit price the store pays for the part `productAlias` (terms.ts's rule in SQL: a net price,
 * else the list price less the discount rounded half up); without a store, the list price.
 */
export function unitPriceSql(productAlias: string, context: PriceContext): RawBuilder<number> {
  const list = listPriceSql(productAlias, context.branchId)
  if (context.storeId === null) return list
  return sql<number>`coalesce((select coalesce(c.net_price, round(${list} * (10000 - c.discount_bp) / 10000.0)::int8)
    from (${candidates(productAlias, context.storeId, context.day)}) c), ${list})`
}

/**
 * `left join lateral (…) as <alias> on true`: the chosen agreement's scope, net_price and
 * discount_bp (all null without one), for statements that read a quote with other columns.
 */
export function agreementJoin(productAlias: string, context: PriceContext, alias = 'ag'): RawBuilder<unknown> {
  if (context.storeId === null) {
    return sql`left join lateral (select null::text as scope, null::int8 as net_price, null::int4 as discount_bp) ${sql.id(alias)} on true`
  }
  return sql`left join lateral (${candidates(productAlias, context.storeId, context.day)}) ${sql.id(alias)} on true`
}

interface QuoteColumns {
  price_list: string | number
  scope: Terms['scope'] | null
  net_price: string | number | null
  discount_bp: number | null
}

/** A quote from a row that selected `price_list` and agreementJoin's three columns. */
export function quoteFromRow(row: QuoteColumns): Quote {
  const terms =
    row.scope === null
      ? null
      : { scope: row.scope, net_price: row.net_price === null ? null : Number(row.net_price), discount_bp: row.discount_bp }
  return quoteOf(Number(row.price_list), terms)
}

/** What the store pays for each part (active or not) on the day, in one statement. */
export async function quotesOf(db: Db, context: PriceContext, productIds: number[]): Promise<Map<number, Quote>> {
  if (productIds.length === 0) return new Map()
  const { rows } = await sql<QuoteColumns & { id: number }>`
    select p.id, ${listPriceSql('p', context.branchId)} as price_list, ag.scope, ag.net_price, ag.discount_bp
    from products p ${agreementJoin('p', context)}
    where p.id = any(${[...new Set(productIds)]}::int4[])`.execute(db)
  return new Map(rows.map((r) => [r.id, quoteFromRow(r)]))
}

/** A store's branch and group, and every agreement of it and its group valid on the day (its book), in one read. */
export async function agreementsOf(db: Db, storeId: number, day: string) {
  const { rows } = await sql<{ branch_id: number; price_group: string | null } & Nullable<AgreementRow>>`
    select s.branch_id, s.price_group, a.scope, a.product_id, a.part_group, a.net_price, a.discount_bp
    from stores s
    left join lateral (
      select a.scope, a.product_id, a.part_group, a.net_price, a.discount_bp from price_agreements a
      where a.store_id = s.id and ${validOn(day)}
      union all
      select a.scope, a.product_id, a.part_group, a.net_price, a.discount_bp from price_agreements a
      where a.price_group = s.price_group and ${validOn(day)}
    ) a on true
    where s.id = ${storeId}`.execute(db)
  if (rows.length === 0) return null
  const agreements: AgreementRow[] = []
  for (const r of rows) {
    if (r.scope === null) continue
    agreements.push({
      scope: r.scope,
      product_id: r.product_id,
      part_group: r.part_group,
      net_price: r.net_price === null ? null : Number(r.net_price),
      discount_bp: r.discount_bp,
    })
  }
  return { branchId: rows[0].branch_id, priceGroup: rows[0].price_group, rows: agreements }
}

type Nullable<T> = { [K in keyof T]: T[K] | null }
