import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { loadFeed, rejectsOf, type TestRunner, testRunner } from '../test/feed-factories'

let database: DatabaseHandle
let runner: TestRunner

const parts = async () =>
  (await database.db.selectFrom('products').select(['sto_id', 'name', 'price', 'image_url']).orderBy('sto_id').execute()).map(
    (p) => `${p.sto_id}|${p.name}|${p.price}|${p.image_url ?? '-'}`,
  )

const manyParts = (n: number, price = 1000) =>
  Array.from({ length: n }, (_, i) => `X${String(i).padStart(4, '0')},PART ${i},${price}`).join('\n')

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
})
afterAll(async () => {
  await runner.close()
  await database.close()
})

describe('catalogue feed job', () => {
  it('adds parts with a BOM and tab separators, then changes only names and prices that changed', async () => {
    const first = await loadFeed(
      database,
      runner,
      'catalogue',
      '\uFEFFpart_no\tname\tprice\timage_url\n1230a046\tFILTER OIL\t85000\t/parts/filter.svg\nMZ320282\tBATTERY\t1250000\t\n',
    )
    expect(first).toMatchObject({ state: 'selesai', added: 2, changed: 0, unchanged: 0, rejected: 0 })
    // no image_url column: the pictures the parts have stay
    const second = await loadFeed(
      database,
      runner,
      'catalogue',
      'part_no,name,price\n1230A046,FILTER OIL BARU,90000\nMZ320282,BATTERY,1250000\n',
    )
    expect(second).toMatchObject({ state: 'selesai', added: 0, changed: 1, unchanged: 1 })
    expect(await parts()).toEqual(['1230A046|FILTER OIL BARU|90000|/parts/filter.svg', 'MZ320282|BATTERY|1250000|-'])
    const third = await loadFeed(
      database,
      runner,
      'catalogue',
      'part_no,name,price\n1230A046,FILTER OIL BARU,90000\nMZ320282,BATTERY,1250000\n',
    )
    expect(third).toMatchObject({ state: 'selesai', added: 0, changed: 0, unchanged: 2, same_as: second.id })
  })

  it('lists bad lines with their reasons and writes the rest when they are few enough', async () => {
    const bad = [';KOSONG;100', 'MB1;NAMA;12.5', 'MB2;;5', 'MB3;GAMBAR;5;javascript:alert(1)']
    const text = `part_no;name;price;image_url\n${manyParts(400).replaceAll(',', ';')}\n${bad.join('\n')}\n`
    const job = await loadFeed(database, runner, 'catalogue', text)
    expect(job).toMatchObject({ state: 'selesai', total_lines: 404, added: 400, rejected: 4 })
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [402, 'part_no tidak valid: ""'],
      [403, 'price harus bilangan bulat Rupiah >= 0: "12.5"'],
      [404, 'name kosong atau lebih dari 200 karakter'],
      [405, 'image_url tidak valid'],
    ])
  })

  it('refuses every line of a part number given twice', async () => {
    const job = await loadFeed(
      database,
      runner,
      'catalogue',
      `part_no,name,price\n${manyParts(200, 2000)}\nDUP1,SATU,1\ndup1,DUA,2\n`,
    )
    expect(job).toMatchObject({ state: 'selesai', rejected: 2, changed: 200 })
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [202, 'part_no DUP1 ganda (juga di baris 203)'],
      [203, 'part_no DUP1 ganda (juga di baris 202)'],
    ])
    expect((await parts()).filter((p) => p.startsWith('DUP1'))).toEqual([])
  })

  it('writes nothing of a file with too many bad lines: a broken export never replaces good data', async () => {
    const before = await parts()
    const job = await loadFeed(database, runner, 'catalogue', `part_no,name,price\n${manyParts(50, 9)}\nBAD,X,abc\n`)
    expect(job).toMatchObject({ state: 'gagal', total_lines: 51, rejected: 1, added: 0, changed: 0 })
    expect(job.error).toContain('lebih dari batas 1%')
    expect(await parts()).toEqual(before)
  })

  it('reads a Windows-1252 file as Windows-1252: names keep their accents and dashes', async () => {
    const text = Buffer.concat([
      Buffer.from('part_no,name,price\nCAFE01,'),
      Buffer.from([0x43, 0x41, 0x46, 0xc9, 0x20, 0x96, 0x20, 0x4f, 0x4c, 0x49]),
      Buffer.from(',5000\n'),
    ])
    const job = await loadFeed(database, runner, 'catalogue', text)
    expect(job).toMatchObject({ state: 'selesai', encoding: 'windows-1252', added: 1 })
    expect((await parts()).find((p) => p.startsWith('CAFE01'))).toBe('CAFE01|CAFÉ – OLI|5000|-')
  })

  it('reads quoted cells with commas, quotes and line breaks, and counts the line as a spreadsheet does', async () => {
    const job = await loadFeed(database, runner, 'catalogue', 'part_no,name,price\n"Q1","BAUT, ""M8""",100\nQ2,"DUA\nBARIS",x\n')
    expect(job.state).toBe('gagal') // one of two lines bad: over the threshold
    expect(await rejectsOf(database.db, job.id)).toEqual([[3, 'price harus bilangan bulat Rupiah >= 0: "x"']])
    const ok = await loadFeed(database, runner, 'catalogue', 'part_no,name,price\n"Q1","BAUT, ""M8""",100\n')
    expect(ok.state).toBe('selesai')
    expect((await parts()).find((p) => p.startsWith('Q1'))).toBe('Q1|BAUT, "M8"|100|-')
  })
})
