import type { Db } from '../db/connect'
import { type CsvRecord, RowErrors } from '../lib/csv-file'

export interface StockRow {
  branch_id: number
  product_id: number
  qty: number
  price_osc: number | null
}

/** Resolves branch codes and part numbers and checks every row before anything is written. */
export async function validateStock(
  db: Db,
  headers: string[],
  records: CsvRecord[],
): Promise<{ rows: StockRow[]; errors: RowErrors }> {
  const errors = new RowErrors()
  for (const needed of ['branch', 'part_no', 'qty']) {
    if (!headers.includes(needed)) errors.add(1, `kolom ${needed} tidak ada (kolom: branch, part_no, qty, price)`)
  }
  if (errors.count) return { rows: [], errors }
  const branches = new Map((await db.selectFrom('branches').select(['id', 'code']).execute()).map((b) => [b.code, b.id]))
  const partNos = [...new Set(records.map((r) => r.values.part_no.toUpperCase()))]
  const products = new Map<string, number>()
  for (let i = 0; i < partNos.length; i += 5_000) {
    const found = await db
      .selectFrom('products')
      .select(['id', 'sto_id'])
      .where('sto_id', 'in', partNos.slice(i, i + 5_000))
      .execute()
    for (const p of found) products.set(p.sto_id, p.id)
  }
  const seen = new Map<string, number>()
  const rows: StockRow[] = []
  for (const { line, values } of records) {
    const branchId = branches.get(values.branch.toUpperCase())
    const productId = products.get(values.part_no.toUpperCase())
    if (branchId === undefined) errors.add(line, `cabang tidak dikenal: "${values.branch}"`)
    if (productId === undefined) errors.add(line, `part tidak ditemukan: "${values.part_no}"`)
    if (!/^\d{1,9}$/.test(values.qty)) errors.add(line, `qty harus bilangan bulat >= 0: "${values.qty}"`)
    const price = values.price ?? ''
    if (price !== '' && !/^\d{1,13}$/.test(price)) errors.add(line, `price harus bilangan bulat Rupiah >= 0: "${price}"`)
    const key = `${branchId}:${productId}`
    if (branchId !== undefined && productId !== undefined) {
      if (seen.has(key)) errors.add(line, `baris ganda untuk cabang dan part yang sama (juga di baris ${seen.get(key)})`)
      seen.set(key, line)
      rows.push({
        branch_id: branchId,
        product_id: productId,
        qty: Number(values.qty),
        price_osc: price === '' ? null : Number(price),
      })
    }
  }
  return { rows, errors }
}

export async function upsertStock(db: Db, rows: StockRow[], onBatch: (done: number) => void, batchSize = 5_000): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += batchSize) {
      const batch = rows.slice(i, i + batchSize).map((r) => ({ ...r, updated_at: new Date() }))
      await trx
        .insertInto('stock')
        .values(batch)
        .onConflict((oc) =>
          oc.columns(['branch_id', 'product_id']).doUpdateSet({
            qty: (eb) => eb.ref('excluded.qty'),
            price_osc: (eb) => eb.ref('excluded.price_osc'),
            updated_at: (eb) => eb.ref('excluded.updated_at'),
          }),
        )
        .execute()
      onBatch(Math.min(i + batchSize, rows.length))
    }
  })
  return rows.length
}
