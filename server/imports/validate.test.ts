import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import { postForm } from '../test/multipart'

let t: TestApp
let buyer: Agent

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db, 'JKT01')
  const store = await buildStore(db, branch.id)
  await buildUser(db, { username: 'impor', password: 'rahasia1', roles: ['user'], storeId: store.id })
  for (const p of ['1230A046', '1230A182', 'MZ320282']) await buildProduct(db, { sto_id: p, name: `PART ${p}` })
  buyer = new Agent(t.app)
  await buyer.login('impor', 'rahasia1')
})
afterAll(() => t.close())

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Data')
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

const validate = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  postForm(buyer, '/api/orders/import/validate', fields, file)

describe('POST /api/orders/import/validate and commit', () => {
  it('reads an xlsx with a header below a title, merges duplicates and names every reason', async () => {
    const bytes = await xlsx([
      ['Pesanan bengkel'],
      [],
      ['PartNo', 'Qty', 'Catatan'],
      ['1230a046', 2, 'rem depan'],
      ['1230A046', 3, ''],
      ['TIDAKADA1', 1, ''],
      ['MZ320282', 2.5, ''],
      ['', 4, ''],
      ['1230A182', '', ''],
      [null, null, null],
      ['1230A182', 1000, ''],
      ['1230A182', 'dua', ''],
      ['1230A182', 0, ''],
      ['1230A182', '7', 'x'.repeat(150)],
    ])
    const res = await validate({}, { name: 'pesanan.xlsx', bytes })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.header_found).toBe(true)
    expect(body.headers).toEqual(['PartNo', 'Qty', 'Catatan'])
    expect(body.rows.map((r: { no: number; status: string; reason: string | null }) => [r.no, r.status, r.reason])).toEqual([
      [4, 'used', null],
      [5, 'aggregated duplicate', 'digabung dengan baris sebelumnya'],
      [6, 'unknown part', 'part tidak ditemukan'],
      [7, 'invalid', 'qty harus integer'],
      [8, 'invalid', 'part_no kosong'],
      [9, 'invalid', 'qty kosong'],
      [11, 'invalid', 'qty maksimal 999'],
      [12, 'invalid', 'qty tidak valid'],
      [13, 'invalid', 'qty minimal 1'],
      [14, 'used', null],
    ])
    expect(body.rows[9].note).toHaveLength(100)
    expect(
      body.aggregate
        .filter((a: { unknown: boolean }) => !a.unknown)
        .map((a: { part_no_norm: string; qty: number }) => [a.part_no_norm, a.qty]),
    ).toEqual([
      ['1230A046', 5],
      ['1230A182', 7],
    ])
    expect(body.summary).toMatchObject({
      file: 'pesanan.xlsx',
      unique_used: 2,
      total_rows: 10,
      count: { used: 2, aggregated: 1, ignored: 0, invalid: 6, unknown: 1 },
    })

    const cartBefore = (await buyer.get('/api/cart')).json()
    const commit = await buyer.post('/api/orders/import/commit', { token: body.validation_token, note_user: 'dari file' })
    expect(commit.statusCode, commit.body).toBe(201)
    const order = (await buyer.get(`/api/orders/${commit.json().order_id}`)).json()
    expect(order.items.map((i: { nomor_part: string; qty_estimasi: number }) => [i.nomor_part, i.qty_estimasi])).toEqual([
      ['1230A046', 5],
      ['1230A182', 7],
    ])
    expect(order.catatan_pesanan_user).toBe('dari file')
    expect((await buyer.get('/api/cart')).json()).toEqual(cartBefore)
    const again = await buyer.post('/api/orders/import/commit', { token: body.validation_token })
    expect(again.statusCode).toBe(409)
  })

  it('reads semicolon CSV with a BOM, the mapping given by hand, and pasted lines', async () => {
    const csv = Buffer.from('\uFEFFkode;jumlah;ket\n1230A046;4;a\nMZ320282;1.000;b\n')
    const res = await validate({ map_part_idx: '0', map_qty_idx: '1', map_note_idx: '2' }, { name: 'x.csv', bytes: csv })
    expect(res.statusCode, res.body).toBe(200)
    const rows = res
      .json()
      .rows.map((r: { part_no_norm: string; status: string; reason: string | null }) => [r.part_no_norm, r.status, r.reason])
    // 'kode;jumlah;ket' is not a header the importer knows, but a row of words is skipped as one
    expect(rows).toEqual([
      ['1230A046', 'used', null],
      ['MZ320282', 'invalid', 'qty maksimal 999'],
    ])
    expect(res.json().headers).toEqual(['kode', 'jumlah', 'ket'])
    const pasted = await validate({ text: '1230A046 4\n1230A182\t2\tcatatan\nMZ320282 1.000\n' })
    expect(
      pasted
        .json()
        .rows.map((r: { part_no_norm: string; qty: number | null; status: string; note: string }) => [
          r.part_no_norm,
          r.qty,
          r.status,
          r.note,
        ]),
    ).toEqual([
      ['1230A046', 4, 'used', ''],
      ['1230A182', 2, 'used', 'catatan'],
      ['MZ320282', 1000, 'invalid', ''],
    ])
  })

  it("reads a CSV Excel saved in Windows-1252: a note with 'é' and '–' arrives as typed", async () => {
    // 'part_no;qty;catatan / 1230A046;2;Café – rem' in Windows-1252 (é 0xE9, en dash 0x96)
    const csv = Buffer.concat([
      Buffer.from('part_no;qty;catatan\n1230A046;2;Caf'),
      Buffer.from([0xe9, 0x20, 0x96]),
      Buffer.from(' rem\n'),
    ])
    const res = await validate({}, { name: 'excel.csv', bytes: csv })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().rows).toMatchObject([{ part_no_norm: '1230A046', qty: 2, note: 'Café – rem', status: 'used' }])
  })

  it('refuses files by size and by kind with the spec messages', async () => {
    const big = await validate({}, { name: 'besar.csv', bytes: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') })
    expect(big.statusCode).toBe(413)
    expect(big.json().detail).toBe('Ukuran file melebihi 2 MB')
    const pdf = await validate({}, { name: 'a.pdf', bytes: Buffer.from('%PDF-1.4') })
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().detail).toBe('Format file tidak didukung. Gunakan .csv atau .xlsx.')
    const xls = await validate({}, { name: 'lama.xls', bytes: Buffer.from('d0cf11e0a1b11ae1', 'hex') })
    expect(xls.json().code).toBe('IMPORT_XLS_UNSUPPORTED')
    const renamed = await validate({}, { name: 'a.xlsx', bytes: Buffer.from('part_no,qty\n1,1\n') })
    expect(renamed.statusCode).toBe(415)
  })
})
