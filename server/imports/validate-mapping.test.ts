import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { postForm } from '../test/multipart'

// How a file becomes rows: where the header is, which columns are read, the CSV dialects, the
// merge, the 50-part limit, pasted lines, and who may ask at all.
let t: TestApp
let buyer: Agent

const PARTS = ['1230A046', '1230A182', 'MZ320282', ...Array.from({ length: 55 }, (_, i) => `LIM${String(i).padStart(3, '0')}`)]

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db, 'JKT01')
  const store = await buildStore(db, branch.id)
  await buildUser(db, { username: 'impor', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'staf.jkt', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
  await db
    .insertInto('products')
    .values(PARTS.map((sto_id) => ({ sto_id, name: `PART ${sto_id}`, price: 10_000, image_url: null })))
    .execute()
  buyer = new Agent(t.app)
  await buyer.login('impor', 'rahasia1')
})
afterAll(() => t.close())

interface Row {
  no: number
  part_no: string
  part_no_norm: string
  qty: number | null
  note: string
  status: string
  reason: string | null
}

const validate = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }, agent = buyer) =>
  postForm(agent, '/api/orders/import/validate', fields, file)
const csv = (text: string, name = 'pesanan.csv') => ({ name, bytes: Buffer.from(text) })
const brief = (rows: Row[]) => rows.map((r) => [r.no, r.part_no_norm, r.qty, r.status, r.reason])

async function xlsx(rows: unknown[][]): Promise<{ name: string; bytes: Buffer }> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Pesanan')
  rows.forEach((r, i) => {
    ws.getRow(i + 1).values = r as ExcelJS.CellValue[]
  })
  wb.addWorksheet('Lain').addRow(['part_no', 'qty'])
  return { name: 'pesanan.xlsx', bytes: Buffer.from(await wb.xlsx.writeBuffer()) }
}

describe('header search', () => {
  it('finds the header on row 1 of a comma CSV', async () => {
    const res = await validate({}, csv('part_no,qty,catatan\n1230A046,2,rem\n'))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      header_found: true,
      headers: ['part_no', 'qty', 'catatan'],
      mapping: { part: 0, qty: 1, note: 2 },
    })
    expect(brief(res.json().rows)).toEqual([[2, '1230A046', 2, 'used', null]])
  })

  it('finds the header on row 7 under a title in the first sheet of an xlsx', async () => {
    const file = await xlsx([
      ['PESANAN BENGKEL MAJU'],
      ['Tanggal', '20-11-2026'],
      [],
      [],
      [],
      [],
      ['No', 'Part No', 'Quantity', 'Catatan'],
      [1, 'mz320282', 3, 'cek'],
    ])
    const res = await validate({}, file)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      header_found: true,
      headers: ['No', 'Part No', 'Quantity', 'Catatan'],
      mapping: { part: 1, qty: 2, note: 3 },
    })
    expect(res.json().rows).toEqual([
      { no: 8, part_no: 'mz320282', part_no_norm: 'MZ320282', qty: 3, qty_text: '3', note: 'cek', status: 'used', reason: null },
    ])
  })

  it.each([
    ['partno;qty', 'partno'],
    ['Part No;Quantity;catatan', 'Part No'],
    ['PART_NO;QTY;Catatan', 'PART_NO'],
  ])('recognises the header %j', async (header, first) => {
    const res = await validate({}, csv(`${header}\n1230A046;1;n\n`))
    expect(res.json().header_found).toBe(true)
    expect(res.json().headers[0]).toBe(first)
    expect(res.json().rows).toHaveLength(1)
  })

  it('uses the default mapping (part, qty, no note) when no header is in the first 10 rows', async () => {
    const junk = Array.from({ length: 10 }, (_, i) => `1230A046,${i + 1},x`).join('\n')
    const res = await validate({}, csv(`${junk}\npart_no,qty,catatan\n`))
    const body = res.json()
    expect(body).toMatchObject({ header_found: false, mapping: { part: 0, qty: 1, note: -1 } })
    expect(body.rows).toHaveLength(11)
    expect(body.rows[0]).toMatchObject({ no: 1, part_no_norm: '1230A046', qty: 1, note: '', status: 'used' })
    expect(brief(body.rows.slice(10))).toEqual([[11, 'PART_NO', null, 'invalid', 'qty tidak valid']])
    expect(body.aggregate).toEqual([{ part_no_norm: '1230A046', name: 'PART 1230A046', qty: 55, note: '', unknown: false }])
  })
})

describe('manual mapping', () => {
  const file = () => csv('catatan,jumlah,kode\nrem,4,1230a046\n,5,MZ320282\n')

  it('reads the columns it is told to', async () => {
    const res = await validate({ map_part_idx: '2', map_qty_idx: '1', map_note_idx: '0' }, file())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().mapping).toEqual({ part: 2, qty: 1, note: 0 })
    // a header of words the importer does not know is still skipped as a header
    expect(res.json().header_found).toBe(false)
    expect(res.json().rows.map((r: Row) => [r.part_no_norm, r.qty, r.note, r.status, r.reason])).toEqual([
      ['1230A046', 4, 'rem', 'used', null],
      ['MZ320282', 5, '', 'used', null],
    ])
  })

  it('overrides a header it found, and still skips that header row', async () => {
    const res = await validate({ map_qty_idx: '3' }, csv('part_no,qty,catatan,qty_konfirmasi\n1230A046,1,a,7\n'))
    expect(res.json()).toMatchObject({ header_found: true, mapping: { part: 0, qty: 3, note: 2 } })
    expect(brief(res.json().rows)).toEqual([[2, '1230A046', 7, 'used', null]])
  })

  it('reads no note with -1', async () => {
    const res = await validate({ map_part_idx: '2', map_qty_idx: '1', map_note_idx: '-1' }, file())
    expect(res.json().mapping.note).toBe(-1)
    expect(res.json().rows.map((r: Row) => r.note)).toEqual(['', ''])
  })

  it.each([
    [{ map_part_idx: '30', map_qty_idx: '1' }, 'di luar jangkauan'],
    [{ map_part_idx: '0', map_qty_idx: '-1' }, 'di luar jangkauan'],
    [{ map_part_idx: '-2', map_qty_idx: '1' }, 'di luar jangkauan'],
    [{ map_part_idx: 'a', map_qty_idx: '1' }, 'harus angka'],
    [{ map_part_idx: '0', map_qty_idx: '1', map_note_idx: '1.5' }, 'harus angka'],
    [{ map_part_idx: '0x1', map_qty_idx: '1' }, 'harus angka'],
  ])('refuses %j with 400', async (fields, detail) => {
    const res = await validate(fields, file())
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toContain(detail)
  })
})

describe('CSV dialects', () => {
  it.each([
    ['comma', 'part_no,qty,catatan\r\n1230A046,2,"rem, depan"\r\n'],
    ['semicolon', 'part_no;qty;catatan\n1230A046;2;rem, depan\n'],
    ['tab', 'part_no\tqty\tcatatan\n1230A046\t2\trem, depan\n'],
    ['BOM + semicolon', '\uFEFFpart_no;qty;catatan\n1230A046;2;rem, depan\n'],
    ['BOM + comma', '\uFEFFpart_no,qty,catatan\n1230A046,2,"rem, depan"\n'],
  ])('reads %s', async (_, text) => {
    const res = await validate({}, csv(text))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().headers).toEqual(['part_no', 'qty', 'catatan'])
    expect(res.json().rows).toEqual([
      {
        no: 2,
        part_no: '1230A046',
        part_no_norm: '1230A046',
        qty: 2,
        qty_text: '2',
        note: 'rem, depan',
        status: 'used',
        reason: null,
      },
    ])
  })

  it('skips empty rows and counts only the rest', async () => {
    const res = await validate({}, csv('part_no;qty;catatan\n\n1230A046;1;\n;;\n  ;  ;  \n\nMZ320282;2;\n'))
    expect(brief(res.json().rows)).toEqual([
      [3, '1230A046', 1, 'used', null],
      [7, 'MZ320282', 2, 'used', null],
    ])
    expect(res.json().summary.total_rows).toBe(2)
  })

  it('reads at most 50,000 rows and says so', async () => {
    const res = await validate({}, csv(`part_no,qty\n${'ZZ9,1\n'.repeat(50_100)}`))
    expect(res.statusCode, res.body).toBe(200)
    const { summary } = res.json()
    expect(summary.total_rows).toBe(49_999)
    expect(summary.warnings).toContainEqual({ part_no_norm: '-', warning: 'hanya 50000 baris pertama yang dibaca' })
    expect(res.json().validation_token).toBeNull()
  })
})

describe('merge, limit and notes', () => {
  it('merges duplicates case-insensitively and caps the sum at 999 with a warning', async () => {
    const res = await validate(
      {},
      csv('part_no,qty,catatan\n1230a046,600,pertama\n1230A046,300,\n 1230A046 ,200,kedua\nmz320282,5,\nMZ320282,5,\n'),
    )
    const body = res.json()
    expect(brief(body.rows).map((r) => r[3])).toEqual([
      'used',
      'aggregated duplicate',
      'aggregated duplicate',
      'used',
      'aggregated duplicate',
    ])
    expect(
      body.aggregate.map((a: { part_no_norm: string; qty: number; note: string }) => [a.part_no_norm, a.qty, a.note]),
    ).toEqual([
      ['1230A046', 999, 'pertama'],
      ['MZ320282', 10, ''],
    ])
    expect(body.summary.warnings).toEqual([{ part_no_norm: '1230A046', warning: 'qty digabung 1100 melebihi 999, dipakai 999' }])
    expect(body.summary.count).toEqual({ used: 2, aggregated: 3, ignored: 0, invalid: 0, unknown: 0 })
  })

  it('uses exactly 50 unique parts; the 51st is ignored over the limit', async () => {
    const lines = PARTS.slice(3, 55).map((p) => `${p},1`)
    const res = await validate({}, csv(`part_no,qty\n${lines.join('\n')}\n${PARTS[3]},2\n`))
    const body = res.json()
    expect(body.summary).toMatchObject({
      unique_used: 50,
      total_rows: 53,
      count: { used: 50, aggregated: 1, ignored: 2, invalid: 0, unknown: 0 },
    })
    expect(brief(body.rows.slice(49))).toEqual([
      [51, 'LIM049', 1, 'used', null],
      [52, 'LIM050', 1, 'ignored over limit', 'melewati batas 50 unik'],
      [53, 'LIM051', 1, 'ignored over limit', 'melewati batas 50 unik'],
      [54, 'LIM000', 2, 'aggregated duplicate', 'digabung dengan baris sebelumnya'],
    ])
    expect(body.aggregate.filter((a: { unknown: boolean }) => !a.unknown)).toHaveLength(50)
    expect(body.validation_token).toEqual(expect.any(String))
  })

  it('cuts notes to 100 characters in rows and aggregate', async () => {
    const res = await validate({}, csv(`part_no,qty,catatan\n1230A046,1,${'n'.repeat(250)}\n`))
    expect(res.json().rows[0].note).toBe('n'.repeat(100))
    expect(res.json().aggregate[0].note).toBe('n'.repeat(100))
  })

  it('answers every row and no token when nothing is known', async () => {
    const res = await validate({}, csv('part_no,qty\nTIDAKADA,1\n'))
    expect(res.json()).toMatchObject({ validation_token: null, summary: { unique_used: 0, count: { unknown: 1 } } })
    expect(res.json().aggregate).toEqual([{ part_no_norm: 'TIDAKADA', name: null, qty: 1, note: '', unknown: true }])
  })
})

describe('scale', () => {
  it('answers concurrent uploads each with its own rows (parse workers are reused, never shared)', async () => {
    const files = PARTS.slice(3, 11).map((p, i) => csv(`part_no,qty\n${p},${i + 1}\n`, `f${i}.csv`))
    const answers = await Promise.all(files.map((f) => validate({}, f)))
    expect(answers.map((r) => r.json().rows.map((row: Row) => [row.part_no_norm, row.qty]))).toEqual(
      PARTS.slice(3, 11).map((p, i) => [[p, i + 1]]),
    )
    expect(answers.map((r) => r.json().summary.file)).toEqual(files.map((f) => f.name))
  })

  it('looks up 20,000 distinct part numbers quickly (no trigram-index plan on a small catalogue)', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `SK${String(i).padStart(6, '0')}`)
    for (let i = 0; i < many.length; i += 5_000) {
      await t.database.db
        .insertInto('products')
        .values(many.slice(i, i + 5_000).map((sto_id) => ({ sto_id, name: 'SKALA', price: 1, image_url: null })))
        .execute()
    }
    const started = performance.now()
    const res = await validate({}, csv(`part_no,qty\n${many.map((p) => `${p},1`).join('\n')}\n`))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(performance.now() - started).toBeLessThan(8_000)
    expect(res.json().summary).toMatchObject({
      total_rows: 20_000,
      unique_used: 50,
      count: { used: 50, ignored: 19_950, unknown: 0 },
    })
  })
})

describe('pasted lines', () => {
  it('run through the same validator: spaces, tabs with notes, Indonesian thousands', async () => {
    const res = await validate({
      text: '1230A046 4\n1230A182\t2\tcatatan rem\n\nMZ320282 1.000\n1230a046 3 kirim besok\nXYZ 1\n1230A182 dua\n',
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      headers: ['part_no', 'qty', 'catatan'],
      header_found: false,
      summary: { file: 'Teks ditempel' },
    })
    expect(body.rows.map((r: Row) => [r.no, r.part_no_norm, r.qty, r.note, r.status, r.reason])).toEqual([
      [1, '1230A046', 4, '', 'used', null],
      [2, '1230A182', 2, 'catatan rem', 'used', null],
      [4, 'MZ320282', 1000, '', 'invalid', 'qty maksimal 999'],
      [5, '1230A046', 3, 'kirim besok', 'aggregated duplicate', 'digabung dengan baris sebelumnya'],
      [6, 'XYZ', 1, '', 'unknown part', 'part tidak ditemukan'],
      [7, '1230A182', null, '', 'invalid', 'qty tidak valid'],
    ])
    expect(body.validation_token).toEqual(expect.any(String))
  })

  it('refuses nothing to read, a NUL and an oversized paste', async () => {
    expect((await validate({})).json().detail).toBe('Pilih file terlebih dahulu.')
    expect((await validate({ text: 'A 1\u0000' })).statusCode).toBe(400)
    expect((await validate({ text: 'A 1\n'.repeat(60_000) })).statusCode).toBe(413)
  })
})

describe('who may validate', () => {
  it('answers 401 without a session and 403 to staff', async () => {
    const anon = new Agent(t.app)
    await anon.get('/api/auth/csrf')
    expect((await validate({}, csv('part_no,qty\n1230A046,1\n'), anon)).statusCode).toBe(401)
    const staff = new Agent(t.app)
    await staff.login('staf.jkt', 'rahasia1')
    const res = await validate({}, csv('part_no,qty\n1230A046,1\n'), staff)
    expect(res.statusCode).toBe(403)
    expect(res.json().detail).toBe('Akun Anda tidak memiliki akses.')
  })
})
