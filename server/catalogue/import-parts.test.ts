import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { readCsvFile } from '../lib/csv-file'
import { openTestDatabase } from '../test/database'
import { buildBranch } from '../test/factories'
import { upsertParts, validateParts } from './import-parts'

let database: DatabaseHandle
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'))
const csv = (name: string, text: string) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return readCsvFile(file)
}

beforeAll(async () => {
  database = await openTestDatabase()
  await buildBranch(database.db, 'JKT01')
})
afterAll(() => database.close())

describe('catalogue feed', () => {
  it('reports every bad row with its line number and loads nothing', async () => {
    const { headers, records } = csv(
      'bad.csv',
      'part_no;name;price\n1230A046;FILTER OIL;85000\n;KOSONG;100\nMB1;NAMA;12.5\n1230a046;GANDA;1\n',
    )
    const { errors } = validateParts(headers, records)
    expect(errors.items).toEqual([
      'baris 3: part_no tidak valid: ""',
      'baris 4: price harus bilangan bulat Rupiah >= 0: "12.5"',
      'baris 5: part_no 1230A046 ganda (juga di baris 2)',
    ])
    const missing = csv('cols.csv', 'part,name\nA,B\n')
    expect(validateParts(missing.headers, missing.records).errors.count).toBe(2)
  })

  it('upserts parts by part number, with a BOM and tab separators', async () => {
    const first = csv(
      'ok.csv',
      '\uFEFFpart_no\tname\tprice\timage_url\n1230a046\tFILTER OIL\t85000\t/parts/filter.svg\nMZ320282\tBATTERY\t1250000\t\n',
    )
    const a = validateParts(first.headers, first.records)
    expect(a.errors.count).toBe(0)
    await upsertParts(database.db, a.rows, () => {})
    const second = csv('update.csv', 'part_no,name,price\n1230A046,FILTER OIL BARU,90000\n')
    await upsertParts(database.db, validateParts(second.headers, second.records).rows, () => {})
    const rows = await database.db
      .selectFrom('products')
      .select(['sto_id', 'name', 'price', 'image_url'])
      .orderBy('sto_id')
      .execute()
    expect(rows.map((r) => [r.sto_id, r.name, Number(r.price), r.image_url])).toEqual([
      ['1230A046', 'FILTER OIL BARU', 90_000, null],
      ['MZ320282', 'BATTERY', 1_250_000, null],
    ])
  })
})
