// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_CODES } from '#common/errors.ts'
import { type BranchSettings, SETTINGS_TEXT, type SettingsResponse, type TaxSetting } from '#common/settings.ts'
import { bodiesOf, dialogNamed, setWide } from '#web/features/admin/test-fixtures.ts'
import { closingAsks, doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { SettingsPage } from './settings-page'

// Pengaturan (docs/product.md §10.11, §11.1): the PPN rows with the one in effect and its rule in a
// line, a new row through Tambah, rows ahead changed or deleted, and each branch's settings
// ('Pengaturan per cabang') through Ubah; what the server refuses is said where it belongs, and one press sends one request.
configure({ asyncUtilTimeout: 5_000 })

const TODAY = '2026-11-20'

function taxRow(id: number, effective_from: string, over: Partial<TaxSetting> = {}): TaxSetting {
  return {
    id,
    effective_from,
    ppn_rate_percent: 12,
    dpp_numerator: 11,
    dpp_denominator: 12,
    created_by: 'pusat',
    created_at: '2026-11-01T03:00:00.000Z',
    in_effect: false,
    editable: effective_from > TODAY,
    ...over,
  }
}

function branchRow(id: number, code: string, over: Partial<BranchSettings> = {}): BranchSettings {
  return {
    id,
    code,
    name: `Dipo ${code}`,
    active: true,
    quote_valid_days: 7,
    max_extra_discount_percent: 0,
    backorder_flag_days: 30,
    auto_receipt_days: 3,
    ...over,
  }
}

const ahead = taxRow(3, '2027-01-01', { ppn_rate_percent: 11.5, dpp_numerator: 1, dpp_denominator: 1 })
const current = taxRow(2, '2025-01-01', { in_effect: true, created_by: null })
const older = taxRow(1, '2022-04-01', { ppn_rate_percent: 11, dpp_numerator: 1, dpp_denominator: 1 })
const jkt = branchRow(1, 'JKT01', { name: 'Dipo Jakarta' })
const bdg = branchRow(2, 'BDG01', {
  active: false,
  quote_valid_days: 14,
  max_extra_discount_percent: 2.5,
  backorder_flag_days: 45,
  auto_receipt_days: 5,
})

const answer = (over: Partial<SettingsResponse> = {}): FakeAnswer => ({
  status: 200,
  body: { today: TODAY, tax: [ahead, current, older], branches: [bdg, jkt], ...over },
})
const field = (root: HTMLElement, label: string | RegExp) => within(root).getByLabelText(label) as HTMLInputElement
const type = (root: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(field(root, label), { target: { value } })
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Tambah pengaturan PPN' }))
  return dialogNamed('Tambah Pengaturan PPN')
}

describe('Pengaturan', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('lists the PPN rows, marks the one in effect, says its rule, and offers changes only ahead', async () => {
    fakeFetch({ 'GET /api/admin/pengaturan': answer() })
    renderWithProviders(<SettingsPage />)
    expect((await screen.findByTestId('tax-rule')).textContent).toBe(
      'Berlaku hari ini: PPN 12% × DPP 11/12 = 11% dari harga jual',
    )
    const table = screen.getByRole('table', { name: 'Daftar pengaturan PPN' })
    const now = rowOf(table, '01 Jan 2025')
    expect(within(now).getByText('Berlaku')).toBeTruthy()
    expect(within(now).getByText('11/12')).toBeTruthy()
    expect(within(now).getByText(/^Sistem · /)).toBeTruthy()
    expect(within(now).queryByRole('button')).toBeNull()
    const next = rowOf(table, '01 Jan 2027')
    expect(within(next).getByText('Akan berlaku')).toBeTruthy()
    expect(within(next).getByText('11,5%')).toBeTruthy()
    expect(within(next).getByRole('button', { name: 'Ubah PPN mulai 01 Jan 2027' })).toBeTruthy()
    expect(within(next).getByRole('button', { name: 'Hapus PPN mulai 01 Jan 2027' })).toBeTruthy()
    const past = rowOf(table, '01 Apr 2022')
    expect(within(past).getByText('Tidak berlaku lagi')).toBeTruthy()
    expect(within(past).queryByRole('button')).toBeNull()

    const branches = screen.getByRole('table', { name: 'Pengaturan harga per cabang' })
    const closed = within(branches).getByText('BDG01').closest('tr') as HTMLElement
    expect(within(closed).getByText('Nonaktif')).toBeTruthy()
    expect(within(closed).getByText('14')).toBeTruthy()
    expect(within(closed).getByText('2,5')).toBeTruthy()
    expect(within(closed).getByText('45')).toBeTruthy()
    expect(within(closed).getByText('5')).toBeTruthy()
    expect(within(branches).getByRole('columnheader', { name: 'Sisa pesanan lama (hari)' })).toBeTruthy()
    expect(within(branches).getByRole('columnheader', { name: 'Terima otomatis (hari)' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Pengaturan per cabang' })).toBeTruthy()
  })

  it('adds a row: starts from the rule in effect, says each rule before sending, posts the exact body', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'POST /api/admin/pengaturan/pajak': { status: 201, body: taxRow(4, '2026-12-01') },
    })
    renderWithProviders(<SettingsPage />)
    const dialog = await openAdd()
    expect(field(dialog, /^Tarif PPN/).value).toBe('12')
    expect(field(dialog, /^DPP pembilang/).value).toBe('11')
    expect(field(dialog, /^DPP penyebut/).value).toBe('12')
    expect(within(dialog).getByText('PPN 12% × DPP 11/12 = 11% dari harga jual')).toBeTruthy()
    type(dialog, /^Tarif PPN/, '12,345')
    type(dialog, /^DPP pembilang/, '13')
    save(dialog)
    expect(within(dialog).getByText(SETTINGS_TEXT.effectiveFrom)).toBeTruthy()
    expect(within(dialog).getByText(SETTINGS_TEXT.ppnRate)).toBeTruthy()
    expect(within(dialog).getByText(SETTINGS_TEXT.dppOrder)).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/pengaturan/pajak')).toHaveLength(0)

    type(dialog, 'Berlaku mulai', '01/12/2026')
    type(dialog, /^Tarif PPN/, '11,5')
    type(dialog, /^DPP pembilang/, '1')
    type(dialog, /^DPP penyebut/, '1')
    expect(within(dialog).getByText('PPN 11,5% × DPP 1/1 = 11,5% dari harga jual')).toBeTruthy()
    save(dialog)
    expect(await screen.findByText('PPN mulai 01 Des 2026 ditambahkan')).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/pengaturan/pajak')).toEqual([
      { effective_from: '2026-12-01', ppn_rate_percent: 11.5, dpp_numerator: 1, dpp_denominator: 1 },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1)
  })

  it('shows a day already taken on the day field and keeps the form', async () => {
    fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'POST /api/admin/pengaturan/pajak': {
        status: 409,
        body: { code: ERROR_CODES.TAX_DAY_TAKEN, detail: SETTINGS_TEXT.dayTaken },
      },
    })
    renderWithProviders(<SettingsPage />)
    const dialog = await openAdd()
    type(dialog, 'Berlaku mulai', '01/01/2027')
    save(dialog)
    expect(await within(dialog).findByText(SETTINGS_TEXT.dayTaken)).toBeTruthy()
    expect(field(dialog, 'Berlaku mulai').getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('changes a row ahead, and shows the refusal of one that came into effect meanwhile', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'PUT /api/admin/pengaturan/pajak/3': {
        status: 422,
        body: { code: ERROR_CODES.TAX_SETTING_LOCKED, detail: SETTINGS_TEXT.locked },
      },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah PPN mulai 01 Jan 2027' }))
    const dialog = await dialogNamed('Ubah PPN mulai 01 Jan 2027')
    expect(field(dialog, /^Tarif PPN/).value).toBe('11,5')
    // nothing changed yet: nothing to save
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true)
    type(dialog, /^Tarif PPN/, '12')
    save(dialog)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Pengaturan yang sudah berlaku tidak dapat diubah.')
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/pajak/3')).toEqual([
      { effective_from: '2027-01-01', ppn_rate_percent: 12, dpp_numerator: 1, dpp_denominator: 1 },
    ])
  })

  it('deletes a row ahead after asking', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'DELETE /api/admin/pengaturan/pajak/3': { status: 204 },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus PPN mulai 01 Jan 2027' }))
    const dialog = await dialogNamed('Hapus PPN mulai 01 Jan 2027?')
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }))
    expect(await screen.findByText('PPN mulai 01 Jan 2027 dihapus')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/admin/pengaturan/pajak/3'])
  })

  it("edits a branch's price settings, a decimal comma read as a decimal", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'PUT /api/admin/pengaturan/cabang/1': {
        status: 200,
        body: { ...jkt, quote_valid_days: 14, max_extra_discount_percent: 2.5 },
      },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah harga cabang JKT01' }))
    const dialog = await dialogNamed('Ubah Harga Cabang JKT01')
    expect(field(dialog, /^Harga berlaku/).value).toBe('7')
    type(dialog, /^Harga berlaku/, '91')
    type(dialog, /^Maks. diskon tambahan/, '2,555')
    save(dialog)
    expect(within(dialog).getByText(SETTINGS_TEXT.quoteValidDays)).toBeTruthy()
    expect(within(dialog).getByText(SETTINGS_TEXT.maxExtraDiscount)).toBeTruthy()
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toHaveLength(0)
    type(dialog, /^Harga berlaku/, '14')
    type(dialog, /^Maks. diskon tambahan/, '2,5')
    save(dialog)
    expect(await screen.findByText('Pengaturan harga cabang JKT01 disimpan')).toBeTruthy()
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toEqual([
      { quote_valid_days: 14, max_extra_discount_percent: 2.5, backorder_flag_days: 30, auto_receipt_days: 3 },
    ])
  })

  it("edits the days after which a branch's open back-order lines are flagged 'Lama'", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'PUT /api/admin/pengaturan/cabang/1': { status: 200, body: { ...jkt, backorder_flag_days: 45 } },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah harga cabang JKT01' }))
    const dialog = await dialogNamed('Ubah Harga Cabang JKT01')
    const flag = /^Tandai sisa pesanan lama setelah/
    expect(field(dialog, flag).value).toBe('30')
    type(dialog, flag, '366')
    save(dialog)
    expect(within(dialog).getByText(SETTINGS_TEXT.backorderFlagDays)).toBeTruthy()
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toHaveLength(0)
    type(dialog, flag, '45')
    save(dialog)
    expect(await screen.findByText('Pengaturan harga cabang JKT01 disimpan')).toBeTruthy()
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toEqual([
      { quote_valid_days: 7, max_extra_discount_percent: 0, backorder_flag_days: 45, auto_receipt_days: 3 },
    ])
  })

  it('edits the days after which a delivery nobody confirmed counts as received', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'PUT /api/admin/pengaturan/cabang/1': { status: 200, body: { ...jkt, auto_receipt_days: 7 } },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah harga cabang JKT01' }))
    const dialog = await dialogNamed('Ubah Harga Cabang JKT01')
    const days = /^Anggap diterima setelah \(hari\)/
    expect(field(dialog, days).value).toBe('3')
    expect(within(dialog).getByText(/^Pengiriman yang belum dikonfirmasi toko dianggap diterima/)).toBeTruthy()
    for (const bad of ['0', '31', '2,5']) {
      type(dialog, days, bad)
      save(dialog)
      expect(within(dialog).getByText(SETTINGS_TEXT.autoReceiptDays), bad).toBeTruthy()
      type(dialog, days, '3')
      expect(within(dialog).queryByText(SETTINGS_TEXT.autoReceiptDays), bad).toBeNull()
    }
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toHaveLength(0)
    type(dialog, days, '7')
    save(dialog)
    expect(await screen.findByText('Pengaturan harga cabang JKT01 disimpan')).toBeTruthy()
    expect(bodiesOf(calls, 'PUT', '/api/admin/pengaturan/cabang/1')).toEqual([
      { quote_valid_days: 7, max_extra_discount_percent: 0, backorder_flag_days: 30, auto_receipt_days: 7 },
    ])
  })

  it("shows the server's refusal of a branch's value beside its field", async () => {
    fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'PUT /api/admin/pengaturan/cabang/1': {
        status: 422,
        body: { code: ERROR_CODES.FIELD_INVALID, detail: 'Ditolak server.', field: 'max_extra_discount_percent' },
      },
    })
    renderWithProviders(<SettingsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah harga cabang JKT01' }))
    const dialog = await dialogNamed('Ubah Harga Cabang JKT01')
    type(dialog, /^Maks. diskon tambahan/, '5')
    save(dialog)
    expect(await within(dialog).findByText('Ditolak server.')).toBeTruthy()
    expect(field(dialog, /^Maks. diskon tambahan/).getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a card per row and per branch on a phone', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/admin/pengaturan': answer() })
    renderWithProviders(<SettingsPage />)
    const tax = await screen.findByRole('list', { name: 'Daftar pengaturan PPN' })
    expect(within(tax).getAllByRole('listitem')).toHaveLength(3)
    const branches = screen.getByRole('list', { name: 'Pengaturan harga per cabang' })
    expect(
      within(branches).getByText(
        'Harga berlaku 14 hari · maks. diskon tambahan 2,5% · sisa pesanan lama setelah 45 hari · dianggap diterima setelah 5 hari',
      ),
    ).toBeTruthy()
  })

  it('says a failed load with a retry', async () => {
    fakeFetch({ 'GET /api/admin/pengaturan': { status: 500, body: { code: 'INTERNAL_ERROR', detail: 'x' } } })
    renderWithProviders(<SettingsPage />)
    expect(await screen.findByText('Gagal mengambil pengaturan')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy()
  })
})

describe('Pengaturan, pressed twice or closed with typed data', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('adds one row on a double click', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'POST /api/admin/pengaturan/pajak': [
        { status: 201, body: taxRow(4, '2026-12-01') },
        { status: 409, body: { code: ERROR_CODES.TAX_DAY_TAKEN, detail: SETTINGS_TEXT.dayTaken } },
      ],
    })
    renderGuarded(<SettingsPage />, '/admin/pengaturan')
    const dialog = await openAdd()
    type(dialog, 'Berlaku mulai', '01/12/2026')
    doubleClick(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/admin/pengaturan/pajak').length).toBeGreaterThan(0))
    await settle()
    expect(bodiesOf(calls, 'POST', '/api/admin/pengaturan/pajak')).toHaveLength(1)
    expect(await screen.findByText('PPN mulai 01 Des 2026 ditambahkan')).toBeTruthy()
    expect(screen.queryByText(SETTINGS_TEXT.dayTaken)).toBeNull()
  })

  it('deletes once on a double click of the answer', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/pengaturan': answer(),
      'DELETE /api/admin/pengaturan/pajak/3': [
        { status: 204 },
        { status: 404, body: { code: 'NOT_FOUND', detail: SETTINGS_TEXT.taxNotFound } },
      ],
    })
    renderGuarded(<SettingsPage />, '/admin/pengaturan')
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus PPN mulai 01 Jan 2027' }))
    doubleClick(within(await dialogNamed('Hapus PPN mulai 01 Jan 2027?')).getByRole('button', { name: 'Ya, hapus' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').length).toBeGreaterThan(0))
    await settle()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
    expect(await screen.findByText('PPN mulai 01 Jan 2027 dihapus')).toBeTruthy()
    expect(screen.queryByText(SETTINGS_TEXT.taxNotFound)).toBeNull()
  })

  it('asks before closing a typed PPN form, not an untouched one', async () => {
    fakeFetch({ 'GET /api/admin/pengaturan': answer() })
    renderGuarded(<SettingsPage />, '/admin/pengaturan')
    let dialog = await openAdd()
    expect(closingAsks()).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    dialog = await openAdd()
    type(dialog, /^Tarif PPN/, '11')
    expect(closingAsks()).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    const question = await screen.findByRole('dialog', { name: 'Tutup formulir?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tutup formulir?' })).toBeNull())
    expect(field(dialog, /^Tarif PPN/).value).toBe('11')
  })

  it('asks before closing a changed branch form, not one changed back', async () => {
    fakeFetch({ 'GET /api/admin/pengaturan': answer() })
    renderGuarded(<SettingsPage />, '/admin/pengaturan')
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah harga cabang JKT01' }))
    const dialog = await dialogNamed('Ubah Harga Cabang JKT01')
    type(dialog, /^Harga berlaku/, '30')
    type(dialog, /^Harga berlaku/, '7')
    expect(closingAsks()).toBe(false)
    type(dialog, /^Harga berlaku/, '30')
    expect(closingAsks()).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    expect(await screen.findByRole('dialog', { name: 'Tutup formulir?' })).toBeTruthy()
  })
})
