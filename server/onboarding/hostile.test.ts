import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import * as hostile from '../test/hostile-files'
import { postMultipart } from '../test/management-factories'
import { buildOnboardingWorld, buyerRow, customerCsv, signInAs, validateFile, validateUrl } from '../test/onboarding-factories'

// The customer file meets the order import's defences (server/imports): every hostile file gets a
// clear 4xx quickly, and the portal answers the next honest file as usual.
let t: TestApp
let admin: Agent

beforeAll(async () => {
  t = await startTestApp()
  await buildOnboardingWorld(t.database.db)
  admin = await signInAs(t.app, 'pusat.satu')
})
afterAll(() => t.close())

const tokenCount = async () => (await t.database.db.selectFrom('onboarding_tokens').select('token_hash').execute()).length
const upload = (name: string, bytes: Buffer) => validateFile(admin, 'admin', { name, bytes })

async function expectHealthy() {
  const res = await upload('sehat.csv', customerCsv([buyerRow(1)]))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.json().counts.valid).toBe(1)
}

const x = (bytes: Buffer, name = 'pelanggan.xlsx') => ({ name, bytes })
// biome-ignore format: a table, one case per line
const refusals: Array<{ case: string; file: () => { name: string; bytes: Buffer }; status: number; detail: string }> = [
  { case: 'a zip bomb', file: () => x(hostile.zipBomb()), status: 422, detail: 'Isi file .xlsx terlalu besar setelah dibuka.' },
  { case: 'a bomb spread over three entries', file: () => x(hostile.zipBombSpread()), status: 422, detail: 'terlalu besar setelah dibuka' },
  { case: 'a forged size header', file: () => x(hostile.forgedSizeSmaller()), status: 422, detail: 'tidak sesuai dengan ukurannya' },
  { case: 'XXE', file: () => x(hostile.xxe()), status: 422, detail: 'deklarasi XML yang tidak diizinkan' },
  { case: 'billion laughs', file: () => x(hostile.billionLaughs()), status: 422, detail: 'deklarasi XML yang tidak diizinkan' },
  { case: 'a path-traversal entry inside the xlsx', file: () => x(hostile.pathTraversal('../x')), status: 422, detail: 'bagian yang tidak dikenal' },
  { case: 'an absolute entry name', file: () => x(hostile.pathTraversal('/etc/passwd')), status: 422, detail: 'bagian yang tidak dikenal' },
  { case: 'random bytes named .xlsx', file: () => x(hostile.pngBytes().reverse()), status: 415, detail: 'Isi file tidak sesuai dengan formatnya (.xlsx)' },
  { case: 'a PNG renamed .csv', file: () => x(hostile.pngBytes(), 'foto.csv'), status: 422, detail: 'Isi file bukan teks CSV' },
  { case: 'an .xls', file: () => x(hostile.oleBytes(), 'lama.xls'), status: 415, detail: 'Format .xls tidak didukung' },
  { case: 'an xlsx renamed .csv', file: () => x(hostile.validSmallXlsx(), 'data.csv'), status: 415, detail: 'Isi file tidak sesuai dengan formatnya (.csv)' },
  { case: 'no extension', file: () => x(customerCsv([buyerRow(1)]), 'pelanggan'), status: 415, detail: 'Format file tidak didukung' },
  { case: 'a truncated xlsx', file: () => x(hostile.truncatedXlsx()), status: 422, detail: 'File .xlsx rusak' },
  { case: '400,000 unclosed <row> tags', file: () => x(hostile.unclosedRows()), status: 422, detail: 'struktur XML tidak lengkap' },
  { case: 'one shared string referenced 120,000 times', file: () => x(hostile.sharedStringAmplifier()), status: 422, detail: 'Isi file terlalu besar untuk dibaca.' },
  { case: 'an encrypted entry', file: () => x(hostile.encryptedEntry()), status: 422, detail: 'terenkripsi' },
  { case: 'a NUL byte deep in a CSV', file: () => x(Buffer.concat([customerCsv(Array.from({ length: 500 }, (_, i) => buyerRow(i))), Buffer.from('JKT01,C1\u0000,X\n')]), 'nul.csv'), status: 422, detail: 'Isi file bukan teks CSV' },
]

describe('hostile customer files', () => {
  it.each(refusals)('$case', async ({ file, status, detail }) => {
    const { name, bytes } = file()
    const tokensBefore = await tokenCount()
    const started = performance.now()
    const res = await upload(name, bytes)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
    expect(res.json().detail).toContain(detail)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(await tokenCount()).toBe(tokensBefore)
    await expectHealthy()
  })

  it('two files in the one field, or a file in another field, are a 400', async () => {
    const csv = customerCsv([buyerRow(1)])
    const two = await postMultipart(admin, validateUrl('admin'), {}, [
      { field: 'file', name: 'a.csv', bytes: csv },
      { field: 'file', name: 'b.csv', bytes: csv },
    ])
    expect(two.statusCode).toBe(400)
    expect(two.json().detail).toBe('Kirim satu file saja.')
    const other = await postMultipart(admin, validateUrl('admin'), {}, [{ field: 'lampiran', name: 'a.csv', bytes: csv }])
    expect(other.statusCode).toBe(400)
    expect(other.json().detail).toBe('Data tidak valid: lampiran bukan kolom file.')
    await expectHealthy()
  })

  it('path tricks and control characters in the file name are neutralised, not followed', async () => {
    const csv = customerCsv([buyerRow(1)])
    for (const name of ['../../../etc/passwd.csv', '..\\..\\windows\\win.ini.csv', `a\u0001b\u007f${'n'.repeat(300)}.csv`]) {
      const res = await upload(name, csv)
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      const shown: string = res.json().file
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
      expect(shown).not.toMatch(/[/\\\u0000-\u001f\u007f]/)
      expect(shown.endsWith('.csv')).toBe(true)
      expect(shown.length).toBeLessThanOrEqual(60)
    }
  })

  it('NUL bytes and broken characters inside an xlsx never reach the database', async () => {
    const rows = [
      ['branch_code', 'ibs_cust_code', 'store_name', 'store_description', 'username', 'first_name', 'last_name'],
      ['JKT01', 'C77\u00001', 'BENGKEL\u0000 NUL', 'ok\u0000', 'nul.satu', 'Nu\u0000r', 'Hadi'],
    ]
    const res = await upload('nul.xlsx', hostile.xlsxWith(hostile.sheetXml(hostile.rowsXml(rows))))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.json().rows[0]).toMatchObject({ ok: true, ibs_cust_code: 'C771', store_name: 'BENGKEL NUL', name: 'Nur Hadi' })
    const committed = await admin.post('/api/admin/onboarding/commit', { token: res.json().token })
    expect(committed.statusCode, committed.body.slice(0, 300)).toBe(201)
    // what was stored, not what was answered: the rows as PostgreSQL keeps them
    const db = t.database.db
    const store = await db
      .selectFrom('stores')
      .select(['ibs_cust_code', 'name', 'description'])
      .where('ibs_cust_code', 'like', 'C77%')
      .execute()
    expect(store).toEqual([{ ibs_cust_code: 'C771', name: 'BENGKEL NUL', description: 'ok' }])
    const buyer = await db
      .selectFrom('users')
      .select(['username', 'first_name', 'last_name'])
      .where('username', 'like', 'nul%')
      .execute()
    expect(buyer).toEqual([{ username: 'nul.satu', first_name: 'Nur', last_name: 'Hadi' }])
  })

  it('a cell at XFD1048576 is a file past the row limit (no customer is dropped unseen); 5,000 columns are cut to 30', async () => {
    const far = await upload('jauh.xlsx', hostile.singleCellAtXfd())
    expect(far.statusCode).toBe(413)
    expect(far.json().detail).toBe('File melebihi 50.000 baris.')
    const wide = await upload('lebar.xlsx', hostile.manyColumns(5_000))
    expect(wide.statusCode).toBe(200)
    expect(wide.json().headers.length).toBeLessThanOrEqual(30)
  })
})
