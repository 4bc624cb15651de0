import ExcelJS from 'exceljs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OnboardingRow } from '#common/onboarding.ts'
import type { Agent, TestApp } from '../test/app'
import { startTestApp } from '../test/app'
import {
  buildOnboardingWorld,
  buyerRow,
  commit,
  customerCsv,
  type FileRow,
  type OnboardingWorld,
  signInAs,
  validateFile,
  validateRows,
} from '../test/onboarding-factories'
import { listenForPriceNotices, type PriceNotices } from '../test/price-notices'

// The customer file's price columns (docs/product.md §10.10, §11.3): a store's price group, NPWP
// and address checked per row with the rules of Daftar Toko, written on a new store, changing an
// existing one ('diubah', an empty cell keeping its own), audited, and announced to the price
// keepers when a store joins or leaves a group (never for an address).
let t: TestApp
let world: OnboardingWorld
let admin: Agent
let notices: PriceNotices

beforeAll(async () => {
  t = await startTestApp()
  world = await buildOnboardingWorld(t.database.db)
  admin = await signInAs(t.app, 'pusat.satu')
  notices = await listenForPriceNotices(t)
})
afterAll(async () => {
  await notices.close()
  await t.close()
})
beforeEach(async () => {
  await notices.take()
})

const db = () => t.database.db
const storeNamed = (code: string) =>
  db()
    .selectFrom('stores')
    .select(['id', 'price_group', 'npwp', 'address'])
    .where('ibs_cust_code', '=', code)
    .executeTakeFirstOrThrow()

async function validateAndCommit(rows: FileRow[]) {
  const checked = await validateRows(admin, 'admin', rows)
  expect(checked.statusCode, checked.body).toBe(200)
  const res = await commit(admin, 'admin', checked.json().token)
  expect(res.statusCode, res.body).toBe(201)
  return { preview: checked.json().rows as OnboardingRow[], body: res.json() }
}

describe('the check', () => {
  it('shows each row’s group and NPWP as they will be kept, and refuses bad ones with the rule’s sentence', async () => {
    const res = await validateRows(admin, 'admin', [
      buyerRow(300, { price_group: 'bengkel-a', npwp: '01.234.567.8-901.000' }),
      buyerRow(302, { price_group: 'GRUP.A' }),
      buyerRow(304, { npwp: '01.234.567' }),
    ])
    const rows = res.json().rows as OnboardingRow[]
    expect(rows.map((r) => [r.ok, r.price_group, r.npwp, r.reason])).toEqual([
      [true, 'BENGKEL-A', '012345678901000', null],
      [false, 'GRUP.A', '', 'Grup Harga maks 20 karakter: huruf, angka, _ atau -'],
      [false, '', '01.234.567', 'NPWP harus 15 atau 16 angka'],
    ])
  })

  it('recognises the columns as a DMS export names them', async () => {
    const header = ['Kode Cabang', 'Kode IBS', 'Nama Toko', 'Grup Harga', 'NPWP']
    const csv = `${header.join(',')}\nJKT01,C40001,BENGKEL DMS,grosir,012345678901000\n`
    const res = await validateFile(admin, 'admin', { name: 'dms.csv', bytes: Buffer.from(csv) })
    expect(res.json()).toMatchObject({ header_found: true, mapping: { price_group: 3, npwp: 4 } })
    expect(res.json().rows[0]).toMatchObject({ ok: true, price_group: 'GROSIR', npwp: '012345678901000' })
  })

  it('a file of the old template, without the two columns, still reads as before', async () => {
    const oldHeader = ['branch_code', 'ibs_cust_code', 'store_name', 'store_description', 'username', 'first_name', 'last_name']
    const res = await validateFile(admin, 'admin', { name: 'lama.csv', bytes: customerCsv([buyerRow(310)], oldHeader) })
    expect(res.json().rows[0]).toMatchObject({ ok: true, price_group: '', npwp: '', store_action: 'baru' })
  })
})

describe('the commit', () => {
  it('writes them on new stores, and announces once that stores joined a group', async () => {
    await validateAndCommit([
      buyerRow(320, { price_group: 'BENGKEL-A', npwp: '01.234.567.8-901.000' }),
      buyerRow(321),
      buyerRow(322, { npwp: '3171012345678901' }),
    ])
    expect(await storeNamed('C10160')).toMatchObject({ price_group: 'BENGKEL-A', npwp: '012345678901000' })
    expect(await storeNamed('C10161')).toMatchObject({ price_group: null, npwp: '3171012345678901' })
    expect(await notices.take()).toEqual([''])
  })

  it("changes an existing store's group and NPWP ('diubah'), audits old and new, and announces it", async () => {
    const lama = { branch_code: 'JKT01', ibs_cust_code: 'C90001', store_name: 'TOKO LAMA JAYA' }
    const { preview, body } = await validateAndCommit([{ ...lama, price_group: 'grup-b', npwp: '012345678901000' }])
    expect(preview[0]).toMatchObject({ ok: true, store_action: 'diubah' })
    expect(body.counts).toMatchObject({ stores_changed: 1 })
    expect(await storeNamed('C90001')).toMatchObject({ price_group: 'GRUP-B', npwp: '012345678901000' })
    expect(await notices.take()).toEqual([''])
    const audit = await admin.get('/api/admin/audit?subject=store&action=updated&q=C90001')
    expect(audit.json().items[0].summary).toBe(
      'Diubah lewat impor pelanggan: grup harga (kosong) → "GRUP-B"; NPWP (kosong) → "012345678901000"',
    )

    // empty cells keep the store's own; the same values again are 'sudah ada' and write nothing
    const again = await validateRows(admin, 'admin', [lama, { ...lama, price_group: 'GRUP-B' }])
    expect(again.json().rows.map((r: OnboardingRow) => r.store_action)).toEqual(['sudah ada', 'sudah ada'])
    expect(again.json().token).toBeNull()

    // an NPWP alone is written and audited, but moves no price
    await validateAndCommit([{ ...lama, npwp: '3171012345678901' }])
    expect(await storeNamed('C90001')).toMatchObject({ price_group: 'GRUP-B', npwp: '3171012345678901' })
    expect(await notices.take()).toEqual([])
    const npwpOnly = await admin.get('/api/admin/audit?subject=store&action=updated&q=C90001')
    expect(npwpOnly.json().items[0].summary).toBe('Diubah lewat impor pelanggan: NPWP "012345678901000" → "3171012345678901"')
  })

  it('the template’s example rows carry a group and an NPWP that pass as they are', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/DPO_Pelanggan_Template.xlsx' })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer)
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)
    expect(header.slice(-3)).toEqual(['price_group', 'npwp', 'address'])
    const guide = workbook.worksheets[1].getColumn(1).values.slice(1)
    expect(guide).toEqual(expect.arrayContaining(['price_group', 'npwp', 'address']))
    const res = await validateFile(admin, 'admin', { name: 'DPO_Pelanggan_Template.xlsx', bytes: template.rawPayload })
    expect(res.json().rows.map((r: OnboardingRow) => [r.ok, r.price_group, r.npwp, r.address])).toEqual([
      [true, 'BENGKEL-A', '012345678901000', 'Jl. Raya Bogor No. 12, Jakarta Timur'],
      [true, '', '', ''],
    ])
    expect(world.existingStore.ibs_cust_code).toBe('C90001')
  })
})

describe('the address column', () => {
  it('is read under the names a DMS export gives it, not confused with the email', async () => {
    const header = ['Kode Cabang', 'Kode IBS', 'Nama Toko', 'Alamat Email', 'Alamat Toko']
    const csv = `${header.join(',')}\nJKT01,C40101,BENGKEL ALAMAT,,"  Jl. Raya Bekasi Km 18, Cakung "\n`
    const res = await validateFile(admin, 'admin', { name: 'dms.csv', bytes: Buffer.from(csv) })
    expect(res.json()).toMatchObject({ header_found: true, mapping: { email: 3, address: 4 } })
    expect(res.json().rows[0]).toMatchObject({ ok: true, address: 'Jl. Raya Bekasi Km 18, Cakung' })
  })

  it('refuses a bad one with the rule’s sentence, showing it as the file wrote it', async () => {
    const res = await validateRows(admin, 'admin', [
      buyerRow(330, { address: 'Jl. <b>Raya</b>' }),
      buyerRow(332, { address: 'J'.repeat(101) }),
    ])
    expect(res.json().rows.map((r: OnboardingRow) => [r.ok, r.address, r.reason])).toEqual([
      [false, 'Jl. <b>Raya</b>', 'Alamat maks 100 karakter, tanpa < atau >'],
      [false, 'J'.repeat(100), 'Alamat maks 100 karakter, tanpa < atau >'],
    ])
    expect(res.json().token).toBeNull()
  })

  it("writes it on a new store and changes an existing one's ('diubah'), audited, never announced", async () => {
    await validateAndCommit([buyerRow(340, { address: 'Jl. Pemuda 5, Rawamangun' })])
    expect(await storeNamed('C10170')).toMatchObject({ price_group: null, address: 'Jl. Pemuda 5, Rawamangun' })
    expect(await notices.take()).toEqual([])

    const lama = { branch_code: 'JKT01', ibs_cust_code: 'C80101', store_name: 'TOKO ALAMAT LAMA' }
    await validateAndCommit([lama])
    const { preview } = await validateAndCommit([{ ...lama, address: 'Jl. Kramat Raya 45' }])
    expect(preview[0]).toMatchObject({ ok: true, store_action: 'diubah', address: 'Jl. Kramat Raya 45' })
    expect(await storeNamed('C80101')).toMatchObject({ address: 'Jl. Kramat Raya 45' })
    expect(await notices.take()).toEqual([])
    const audit = await admin.get('/api/admin/audit?subject=store&action=updated&q=C80101')
    expect(audit.json().items[0].summary).toBe('Diubah lewat impor pelanggan: alamat (kosong) → "Jl. Kramat Raya 45"')

    // an empty or '-' cell keeps it: 'sudah ada', nothing to write
    const again = await validateRows(admin, 'admin', [
      lama,
      { ...lama, address: '-' },
      { ...lama, address: ' Jl. Kramat Raya 45 ' },
    ])
    expect(again.json().rows.map((r: OnboardingRow) => r.store_action)).toEqual(['sudah ada', 'sudah ada', 'sudah ada'])
    expect(again.json().token).toBeNull()
  })
})
