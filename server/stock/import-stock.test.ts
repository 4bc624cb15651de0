import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { readCsvFile } from '../lib/csv-file'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct } from '../test/factories'
import { upsertStock, validateStock } from './import-stock'

let database: DatabaseHandle
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-feed-'))
const csv = (name: string, text: string) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return readCsvFile(file)
}

beforeAll(async () => {
  database = await openTestDatabase()
  await buildBranch(database.db, 'JKT01')
  await buildProduct(database.db, { sto_id: '1230A046' })
  await buildProduct(database.db, { sto_id: 'MZ320282' })
})
afterAll(() => database.close())

describe('stock feed', () => {
  it('needs known branches and parts and whole quantities, else loads nothing', async () => {
    const bad = csv(
      'stock-bad.csv',
      'branch,part_no,qty,price\nJKT01,1230A046,5,\nXXX01,1230A046,1,\nJKT01,TIDAKADA,1,\nJKT01,MZ320282,-1,\n',
    )
    const result = await validateStock(database.db, bad.headers, bad.records)
    expect(result.errors.items).toEqual([
      'baris 3: cabang tidak dikenal: "XXX01"',
      'baris 4: part tidak ditemukan: "TIDAKADA"',
      'baris 5: qty harus bilangan bulat >= 0: "-1"',
    ])
    const good = csv('stock-ok.csv', 'branch,part_no,qty,price\njkt01,1230a046,5,88000\nJKT01,MZ320282,0,\n')
    const ok = await validateStock(database.db, good.headers, good.records)
    expect(ok.errors.count).toBe(0)
    await upsertStock(database.db, ok.rows, () => {})
    const stock = await database.db.selectFrom('stock').select(['qty', 'price_osc']).orderBy('qty').execute()
    expect(stock.map((s) => [s.qty, s.price_osc === null ? null : Number(s.price_osc)])).toEqual([
      [0, null],
      [5, 88_000],
    ])
  })
})
