import type { Db } from '../db/connect'
import { type CsvRecord, RowErrors } from '../lib/csv-file'
import { upsertProducts } from './queries'

export interface PartRow {
  sto_id: string
  name: string
  price: number
  image_url: string | null
}

export const PART_NO = /^[A-Z0-9][A-Z0-9._\-/]{0,39}$/

/** Checks every row before anything is written: a feed with one bad row loads nothing. */
export function validateParts(headers: string[], records: CsvRecord[]): { rows: PartRow[]; errors: RowErrors } {
  const errors = new RowErrors()
  for (const needed of ['part_no', 'name', 'price']) {
    if (!headers.includes(needed)) errors.add(1, `kolom ${needed} tidak ada (kolom: part_no, name, price, image_url)`)
  }
  if (errors.count) return { rows: [], errors }
  const seen = new Map<string, number>()
  const rows: PartRow[] = []
  for (const { line, values } of records) {
    const stoId = values.part_no.toUpperCase()
    if (!PART_NO.test(stoId)) errors.add(line, `part_no tidak valid: "${values.part_no}"`)
    else if (seen.has(stoId)) errors.add(line, `part_no ${stoId} ganda (juga di baris ${seen.get(stoId)})`)
    seen.set(stoId, line)
    if (values.name === '' || values.name.length > 200) errors.add(line, 'name kosong atau lebih dari 200 karakter')
    if (!/^\d{1,13}$/.test(values.price)) errors.add(line, `price harus bilangan bulat Rupiah >= 0: "${values.price}"`)
    const image = values.image_url ?? ''
    if (image !== '' && !/^(\/|https:\/\/)[^\s"'<>]{1,300}$/.test(image)) errors.add(line, 'image_url tidak valid')
    rows.push({ sto_id: stoId, name: values.name, price: Number(values.price), image_url: image || null })
  }
  return { rows, errors }
}

/** Upserts parts by part number in one transaction, in batches; returns how many were written. */
export async function upsertParts(db: Db, rows: PartRow[], onBatch: (done: number) => void, batchSize = 2_000): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += batchSize) {
      const batch = rows.slice(i, i + batchSize)
      await upsertProducts(trx, batch)
      onBatch(Math.min(i + batchSize, rows.length))
    }
  })
  return rows.length
}
