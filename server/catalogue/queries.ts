import { type Expression, type SqlBool, sql } from 'kysely'
import { COUNT_CAP, type ProductOrderKey } from '../../common/catalogue'
import { likePattern, type ParsedSearch } from '../../common/search'
import type { Db } from '../db/connect'

export interface CatalogueFilter {
  search: ParsedSearch | null
  nameAlso: boolean
  minPrice?: number
  maxPrice?: number
  /** when set, only parts with stock > 0 in this branch */
  availableIn?: number
  /** when set, prices are the ones shown in this branch: its stock price, else the list price */
  priceBranch?: number
  /** current parts of replaced numbers the search matched: they match too, and come first */
  promotedIds?: number[]
}

export interface CatalogueOrder {
  by: ProductOrderKey
  dir: 'asc' | 'desc'
  /** branch whose available parts come first */
  availableFirstIn?: number
}

function inStock(branchId: number): Expression<SqlBool> {
  return sql<boolean>`exists (select 1 from stock s where s.product_id = p.id and s.branch_id = ${branchId} and s.qty > 0)`
}

/** The price a buyer sees on the card: the branch's stock price when it has one (osc mode). */
function shownPrice(branchId: number | undefined) {
  return branchId === undefined
    ? sql<number>`p.price`
    : sql<number>`coalesce((select s.price_osc from stock s where s.product_id = p.id and s.branch_id = ${branchId}), p.price)`
}

const isPromoted = (filter: CatalogueFilter) => (filter.promotedIds?.length ?? 0) > 0
const promoted = (filter: CatalogueFilter) => sql<boolean>`p.id = any(${filter.promotedIds ?? []}::int[])`

function filtered(db: Db, filter: CatalogueFilter) {
  let query = db.selectFrom('products as p').where('p.is_active', '=', true)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    // part numbers are stored uppercase, so LIKE on the uppercased pattern is case-insensitive
    // and can use the pattern and trigram indexes; names use ILIKE on their trigram index
    const onPart = sql<boolean>`p.sto_id like ${pattern.toUpperCase()} escape '\\'`
    const onName = sql<boolean>`p.name ilike ${pattern} escape '\\'`
    const match = filter.nameAlso ? sql<boolean>`(${onPart} or ${onName})` : onPart
    query = query.where(isPromoted(filter) ? sql<boolean>`(${match} or ${promoted(filter)})` : match)
  }
  const price = shownPrice(filter.priceBranch)
  if (filter.minPrice !== undefined) query = query.where(sql<boolean>`${price} >= ${filter.minPrice}`)
  if (filter.maxPrice !== undefined) query = query.where(sql<boolean>`${price} <= ${filter.maxPrice}`)
  if (filter.availableIn !== undefined) query = query.where(inStock(filter.availableIn))
  return query
}

/** The number of matches, counted up to COUNT_CAP + 1 so a broad search stays fast. */
export function countProductsQuery(db: Db, filter: CatalogueFilter) {
  const inner = filtered(db, filter)
    .select(sql`1`.as('one'))
    .limit(COUNT_CAP + 1)
  return db.selectFrom(inner.as('matches')).select((eb) => eb.fn.countAll<number>().as('n'))
}

export async function countProducts(db: Db, filter: CatalogueFilter): Promise<number> {
  const row = await countProductsQuery(db, filter).executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface ProductRow {
  id: number
  sto_id: string
  name: string
  unit: string
  image_url: string | null
  price: number
  stock_qty: number | null
  stock_price: number | null
}

/** The page query on its own, so the benchmark can run the very same SQL on a bare handler. */
export function listProductsQuery(
  db: Db,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: { offset: number; limit: number },
  stockBranch: number | null,
) {
  let query = filtered(db, filter)
    .leftJoin('stock as st', (join) => join.onRef('st.product_id', '=', 'p.id').on('st.branch_id', '=', stockBranch ?? -1))
    .select([
      'p.id',
      'p.sto_id',
      'p.name',
      'p.unit',
      'p.image_url',
      'p.price',
      'st.qty as stock_qty',
      'st.price_osc as stock_price',
    ])
  // an old number's current part first: it is what the buyer typed, by its new name
  if (isPromoted(filter)) query = query.orderBy(promoted(filter), 'desc')
  if (order.availableFirstIn !== undefined) query = query.orderBy(inStock(order.availableFirstIn), 'desc')
  query =
    order.by === 'price' ? query.orderBy(shownPrice(filter.priceBranch), order.dir) : query.orderBy(`p.${order.by}`, order.dir)
  if (order.by !== 'sto_id') query = query.orderBy('p.id', order.dir)
  return query.offset(page.offset).limit(page.limit)
}

export async function listProducts(
  db: Db,
  filter: CatalogueFilter,
  order: CatalogueOrder,
  page: { offset: number; limit: number },
  stockBranch: number | null,
): Promise<ProductRow[]> {
  const rows = await listProductsQuery(db, filter, order, page, stockBranch).execute()
  return rows.map(toProductRow)
}

/** One shape for a part row, whichever query read it (the stock join may find no row). */
function toProductRow(
  r: Omit<ProductRow, 'stock_qty' | 'stock_price'> & { stock_qty: number | null; stock_price: number | null },
): ProductRow {
  return {
    ...r,
    price: Number(r.price),
    stock_qty: r.stock_qty ?? null,
    stock_price: r.stock_price === null || r.stock_price === undefined ? null : Number(r.stock_price),
  }
}

export async function findProduct(db: Db, id: number, stockBranch: number | null): Promise<ProductRow | undefined> {
  const row = await db
    .selectFrom('products as p')
    .leftJoin('stock as st', (join) => join.onRef('st.product_id', '=', 'p.id').on('st.branch_id', '=', stockBranch ?? -1))
    .select([
      'p.id',
      'p.sto_id',
      'p.name',
      'p.unit',
      'p.image_url',
      'p.price',
      'st.qty as stock_qty',
      'st.price_osc as stock_price',
    ])
    .where('p.id', '=', id)
    .where('p.is_active', '=', true)
    .executeTakeFirst()
  return row ? toProductRow(row) : undefined
}

/** Stock rows of some parts in one branch, by primary key (a cached page's stock read again). */
export async function stockOfProducts(db: Db, branchId: number, productIds: number[]) {
  return db
    .selectFrom('stock')
    .select(['product_id', 'qty', 'price_osc'])
    .where('branch_id', '=', branchId)
    .where('product_id', 'in', productIds)
    .execute()
}

/** A catalogue feed's parts by part number: new ones inserted, known ones updated and active again. */
export async function upsertProducts(
  trx: Db,
  parts: Array<{ sto_id: string; name: string; price: number; image_url: string | null }>,
) {
  await trx
    .insertInto('products')
    .values(parts)
    .onConflict((oc) =>
      oc.column('sto_id').doUpdateSet({
        name: (eb) => eb.ref('excluded.name'),
        price: (eb) => eb.ref('excluded.price'),
        image_url: (eb) => eb.ref('excluded.image_url'),
        is_active: true,
        updated_at: sql`now()`,
      }),
    )
    .execute()
}
