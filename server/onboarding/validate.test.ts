import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnboardingRow } from '#common/onboarding.ts'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import {
  buildOnboardingWorld,
  buyerRow,
  customerCsv,
  type OnboardingWorld,
  signInAs,
  validateFile,
  validateRows,
} from '../test/onboarding-factories'

// The check of a customer file over HTTP: the preview, its counters and token, the header of a
// DMS export recognised or mapped by hand, XLSX as well as CSV, and what a session may not choose.
let t: TestApp
let world: OnboardingWorld
let admin: Agent
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  world = await buildOnboardingWorld(t.database.db)
  admin = await signInAs(t.app, 'pusat.satu')
  staff = await signInAs(t.app, 'staf.jkt')
})
afterAll(() => t.close())

/** What a commit writes and a check must not: stores, accounts and their audit. */
async function storesAndAccounts() {
  const db = t.database.db
  return {
    stores: await db.selectFrom('stores').select(['id', 'name', 'description']).orderBy('id').execute(),
    users: await db.selectFrom('users').select(['id', 'store_id']).orderBy('id').execute(),
    events: await db.selectFrom('account_events').select('id').orderBy('id').execute(),
  }
}

const summary = (rows: OnboardingRow[]) => rows.map((r) => [r.no, r.ok, r.store_action, r.user_action, r.reason])

describe('the preview', () => {
  it('answers each row with its actions or reasons, the counters, and a token; nothing is written', async () => {
    const before = await storesAndAccounts()
    const res = await validateRows(admin, 'admin', [
      buyerRow(1),
      buyerRow(2),
      buyerRow(3, { username: '', first_name: '', last_name: '', mobile: '', email: '' }),
      {
        branch_code: 'JKT01',
        ibs_cust_code: 'C90001',
        store_name: 'Toko Lama Jaya',
        username: 'lama.beli',
        first_name: 'A',
        last_name: 'B',
      },
      {
        branch_code: 'JKT01',
        ibs_cust_code: 'C90001',
        store_name: 'Toko Lama Jaya',
        username: 'lama.dua',
        first_name: 'A',
        last_name: 'B',
      },
      buyerRow(8, { branch_code: '' }),
      buyerRow(10, { username: 'staf.jkt' }),
    ])
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(summary(body.rows)).toEqual([
      [2, true, 'baru', 'baru', null],
      [3, true, 'baru', 'baru', null],
      [4, true, 'baru', null, null],
      [5, true, 'sudah ada', 'sudah ada', null],
      [6, true, 'sudah ada', 'baru', null],
      [7, false, null, null, 'Kode cabang wajib diisi'],
      [8, false, null, null, 'Username sudah dipakai. Gunakan username lain'],
    ])
    expect(body.counts).toEqual({
      rows: 7,
      valid: 5,
      errors: 2,
      stores_new: 2,
      stores_changed: 0,
      stores_existing: 1,
      users_new: 3,
      users_existing: 1,
    })
    expect(body.token).toMatch(/^[\w-]{32}$/)
    expect(body).toMatchObject({ file: 'pelanggan.csv', header_found: true })
    // the check writes only its token: no store, account or audit row yet
    expect(await storesAndAccounts()).toEqual(before)
    // only the token's hash is kept
    const tokens = await t.database.db.selectFrom('onboarding_tokens').select(['token_hash', 'area', 'user_id']).execute()
    expect(tokens.some((row) => row.token_hash === body.token)).toBe(false)
    expect(tokens.at(-1)).toMatchObject({ area: 'admin', user_id: world.admin.id })
  })

  it('a file with nothing to write (every row refused, or already there) gets no token', async () => {
    const refused = await validateRows(admin, 'admin', [buyerRow(1, { branch_code: 'XYZ99' })])
    expect(refused.json()).toMatchObject({ token: null, counts: { rows: 1, errors: 1 } })
    const there = await validateRows(admin, 'admin', [
      {
        branch_code: 'JKT01',
        ibs_cust_code: 'C90001',
        store_name: 'TOKO LAMA JAYA',
        username: 'lama.beli',
        first_name: 'A',
        last_name: 'B',
      },
    ])
    expect(there.json()).toMatchObject({ token: null, counts: { valid: 1, users_existing: 1, stores_existing: 1 } })
    const empty = await validateFile(admin, 'admin', { name: 'kosong.csv', bytes: Buffer.from('') })
    expect(empty.json()).toMatchObject({ token: null, rows: [], counts: { rows: 0 } })
  })
})

describe('branches', () => {
  it('staff: their own branch when the row says none; another branch is refused with its reason', async () => {
    const res = await validateRows(staff, 'seller', [
      buyerRow(1, { branch_code: '' }),
      buyerRow(3, { branch_code: 'BDG01' }),
      buyerRow(5, { branch_code: 'jkt01' }),
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().rows.map((r: OnboardingRow) => [r.branch_code, r.ok, r.reason])).toEqual([
      ['JKT01', true, null],
      ['BDG01', false, 'Cabang lain: hanya cabang Anda (JKT01)'],
      ['JKT01', true, null],
    ])
  })

  it('head office: a row without branch_code is refused; an unknown or closed branch too', async () => {
    const res = await validateRows(admin, 'admin', [
      buyerRow(1, { branch_code: '' }),
      buyerRow(3, { branch_code: 'ZZZ01' }),
      buyerRow(5, { branch_code: 'SBY01' }),
      buyerRow(7, { branch_code: 'BDG01' }),
    ])
    expect(res.json().rows.map((r: OnboardingRow) => r.reason)).toEqual([
      'Kode cabang wajib diisi',
      'Cabang ZZZ01 tidak ditemukan',
      'Cabang SBY01 tidak aktif',
      null,
    ])
  })

  it('staff cannot move their rows elsewhere through the form: unknown fields are refused, the mapping only picks columns', async () => {
    const file = { name: 'pelanggan.csv', bytes: customerCsv([buyerRow(1, { branch_code: '' })]) }
    for (const field of ['branch_id', 'branch_code', 'role', 'roles', 'store_id', 'user_id', 'is_admin']) {
      const res = await validateFile(staff, 'seller', file, { [field]: field === 'branch_id' ? String(world.bdg.id) : 'admin' })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().detail).toBe(`Data tidak valid: kolom ${field} tidak dikenal.`)
    }
    // a mapping naming no branch column still means the staff member's own branch
    const mapped = await validateFile(staff, 'seller', file, { mapping: JSON.stringify({ branch_code: -1 }) })
    expect(mapped.json().rows[0]).toMatchObject({ ok: true, branch_code: 'JKT01' })
    // a mapping pointing the branch at a column holding BDG01 is a row naming BDG01: refused
    const other = customerCsv([{ ...buyerRow(1), store_description: 'BDG01' }])
    const pointed = await validateFile(
      staff,
      'seller',
      { name: 'p.csv', bytes: other },
      {
        mapping: JSON.stringify({ branch_code: 3, store_description: -1 }),
      },
    )
    expect(pointed.json().rows[0]).toMatchObject({ ok: false, reason: 'Cabang lain: hanya cabang Anda (JKT01)' })
  })
})

describe('headers and mapping', () => {
  it("a DMS export's own names, below a title, semicolon-separated, in another order", async () => {
    const csv = [
      'Ekspor pelanggan DMS;;;;;',
      ';;;;;',
      'No HP;Nama Toko;Kode Customer;Kode Cabang;Username;Nama Depan;Nama Belakang;Email',
      '+62 812 1111 2222;Bengkel Sinar;C70001;JKT01;sinar.satu;Rudi;Hartono;rudi@contoh.co.id',
    ].join('\r\n')
    const res = await validateFile(admin, 'admin', { name: 'ekspor.csv', bytes: Buffer.from(csv) })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.header_found).toBe(true)
    expect(body.headers).toEqual([
      'No HP',
      'Nama Toko',
      'Kode Customer',
      'Kode Cabang',
      'Username',
      'Nama Depan',
      'Nama Belakang',
      'Email',
    ])
    expect(body.mapping).toEqual({
      branch_code: 3,
      ibs_cust_code: 2,
      store_name: 1,
      store_description: -1,
      username: 4,
      first_name: 5,
      last_name: 6,
      mobile: 0,
      email: 7,
      price_group: -1,
      npwp: -1,
      address: -1,
    })
    expect(body.rows[0]).toMatchObject({ no: 4, ok: true, ibs_cust_code: 'C70001', mobile: '081211112222', name: 'Rudi Hartono' })
  })

  it('an unrecognised header is read in the template order until the screen maps it', async () => {
    const csv = ['A,B,C,D', 'Bengkel Sinar,C70002,JKT01,sinar.dua'].join('\n')
    const first = await validateFile(admin, 'admin', { name: 'x.csv', bytes: Buffer.from(csv) })
    expect(first.json()).toMatchObject({ header_found: false, headers: ['A', 'B', 'C', 'D'] })
    expect(first.json().rows[0].ok).toBe(false)
    const mapping = {
      store_name: 0,
      ibs_cust_code: 1,
      branch_code: 2,
      username: -1,
      first_name: -1,
      last_name: -1,
      store_description: -1,
    }
    const mapped = await validateFile(
      admin,
      'admin',
      { name: 'x.csv', bytes: Buffer.from(csv) },
      { mapping: JSON.stringify(mapping) },
    )
    expect(mapped.statusCode, mapped.body).toBe(200)
    expect(mapped.json().rows[0]).toMatchObject({
      ok: true,
      store_name: 'BENGKEL SINAR',
      ibs_cust_code: 'C70002',
      user_action: null,
    })
    expect(mapped.json().mapping).toMatchObject({ store_name: 0, ibs_cust_code: 1, branch_code: 2, username: -1 })
  })

  it.each([
    ['not JSON', '{store_name: 0', 'Data tidak valid: mapping harus JSON.'],
    ['an unknown column', '{"role": 1}', 'Data tidak valid: mapping berisi kolom atau indeks yang tidak dikenal.'],
    ['__proto__', '{"__proto__": {"polluted": 1}}', 'Data tidak valid: mapping berisi kolom atau indeks yang tidak dikenal.'],
    ['a text index', '{"store_name": "0"}', 'Data tidak valid: mapping berisi kolom atau indeks yang tidak dikenal.'],
    ['an index past the columns read', '{"store_name": 45}', 'Data tidak valid: indeks kolom di luar jangkauan.'],
    ['one column twice', '{"store_name": 1, "first_name": 1}', 'Data tidak valid: satu kolom file dipetakan dua kali.'],
  ])('a mapping with %s is a 400', async (_, mapping, detail) => {
    const res = await validateFile(admin, 'admin', { name: 'x.csv', bytes: customerCsv([buyerRow(1)]) }, { mapping })
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe(detail)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('an XLSX: numbers for codes and mobiles are read as the DMS meant them', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Data')
    sheet.addRow([
      'branch_code',
      'ibs_cust_code',
      'store_name',
      'store_description',
      'username',
      'first_name',
      'last_name',
      'mobile',
      'email',
    ])
    sheet.addRow(['JKT01', 70003, 'Bengkel Angka', null, 'angka.satu', 'Dewi', 'Lestari', 81234567890, null])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const res = await validateFile(admin, 'admin', { name: 'pelanggan.xlsx', bytes })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().rows[0]).toMatchObject({ ok: true, ibs_cust_code: '70003', mobile: '081234567890', store_action: 'baru' })
  })

  it('a CSV saved by Excel on Windows (Windows-1252) keeps its accents', async () => {
    const text =
      'branch_code,ibs_cust_code,store_name,username,first_name,last_name\nJKT01,C70004,Bengkel Aksen,jose.satu,José,Muñoz\n'
    const res = await validateFile(admin, 'admin', { name: 'windows.csv', bytes: Buffer.from(text, 'latin1') })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().rows[0]).toMatchObject({ ok: true, name: 'José Muñoz' })
  })
})

describe('limits', () => {
  it('more than 50,000 rows is refused as a whole', async () => {
    const line = 'JKT01,C1,T\n'
    const bytes = Buffer.from(`branch_code,ibs_cust_code,store_name\n${line.repeat(50_001)}`)
    const res = await validateFile(admin, 'admin', { name: 'besar.csv', bytes })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'IMPORT_TOO_LARGE', detail: 'File melebihi 50.000 baris.' })
  })

  it('a file over 10 MB is cut off while it streams', async () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024 + 1, 'a')
    const res = await validateFile(admin, 'admin', { name: 'besar.csv', bytes })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'IMPORT_TOO_LARGE', detail: 'Ukuran file melebihi 10 MB' })
  })

  it('no file is a 400', async () => {
    const res = await validateFile(admin, 'admin', undefined as never, { mapping: '{}' })
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('Pilih file terlebih dahulu.')
  })
})
