import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { lineageColumns } from './supersession-queries'

export interface ProductRow {
  id: number
  sto_id: string
  name: string
  unit: string
  image_url: string | null
  price: number
  /** what agreements for a part group apply to (docs/product.md §10.10) */
  part_group: string | null
  stock_qty: number | null
  stock_price: number | null
  /** the older numbers this part replaces, the ones a search matched first, then nearest first */
  supersedes: string[]
  /** its current part, when it has been replaced */
  superseded_by: string | null
}

export type ReadRow = Omit<ProductRow, 'stock_qty' | 'stock_price' | 'supersedes'> & {
  stock_qty: number | null
  stock_price: number | null
  /** null for a part that replaces nothing */
  supersedes: string[] | null
  /** old numbers a search matched that lead to this part */
  matched_old?: string[] | null
}

/** One shape for a part row, whichever query read it (the stock join may find no row). */
export function toProductRow({ matched_old, supersedes, ...r }: ReadRow): ProductRow {
  const matched = matched_old ?? []
  const older = supersedes ?? []
  return {
    ...r,
    price: Number(r.price),
    stock_qty: r.stock_qty ?? null,
    stock_price: r.stock_price === null || r.stock_price === undefined ? null : Number(r.stock_price),
    supersedes: matched.length === 0 ? older : [...matched, ...older.filter((n) => !matched.includes(n))],
  }
}

/** One active part with its branch stock row and its lineage on `day`. */
export async function findProduct(db: Db, id: number, stockBranch: number | null, day: string): Promise<ProductRow | undefined> {
  const { rows } = await sql<ReadRow>`
    select p.id, p.sto_id, p.name, p.unit, p.image_url, p.price, p.part_group, st.qty as stock_qty, st.price_osc as stock_price,
      ${lineageColumns(sql`p.sto_id`, day)}
    from products p
    left join stock st on st.product_id = p.id and st.branch_id = ${stockBranch ?? -1}
    where p.id = ${id} and p.is_active`.execute(db)
  return rows[0] ? toProductRow(rows[0]) : undefined
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
