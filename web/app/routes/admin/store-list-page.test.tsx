// @vitest-environment jsdom
// Head office's Toko (product.md §11.1, §10.10): every branch's stores with their branch, address,
// price group and NPWP, searched and filtered by branch, paged by cursor; Ubah sets the address,
// the group and the NPWP, one request per press, the rules' sentences beside their fields, and
// closing it with a change not saved asks first.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminStore } from '#common/admin.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import { bodiesOf, branch, branchList, dialogNamed, pickOption, setWide } from '#web/features/admin/test-fixtures.ts'
import { closingAsks, doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { AdminStoreListPage } from './store-list-page'

configure({ asyncUtilTimeout: 5_000 })

const PATH = '/admin/toko'
const jkt = branch(1, 'JKT01', { name: 'Dipo Jakarta' })
const sby = branch(2, 'SBY01', { name: 'Dipo Surabaya' })

function store(id: number, code: string, over: Partial<AdminStore> = {}): AdminStore {
  return {
    id,
    ibs_cust_code: code,
    name: `TOKO ${code}`,
    branch_id: 1,
    branch_code: 'JKT01',
    branch_name: 'Dipo Jakarta',
    price_group: null,
    npwp: null,
    address: null,
    ...over,
  }
}
const page = (items: AdminStore[], next: string | null = null): FakeAnswer => ({
  status: 200,
  body: { items, next_cursor: next },
})
const storeCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/admin/stores')).map((call) => call.path)
const type = (root: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } })

const grouped = store(1, 'C10001', {
  price_group: 'BENGKEL-A',
  npwp: '012345678901000',
  address: 'Jl. Raya Bekasi Km 18, Cakung, Jakarta Timur',
})
const plain = store(2, 'C10002', { branch_id: 2, branch_code: 'SBY01', branch_name: 'Dipo Surabaya' })

describe("head office's Toko", { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists stores with branch, group and NPWP, pages by cursor, searches and filters by branch', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt, sby),
      'GET /api/admin/stores': [page([grouped], 'next-1'), page([plain]), page([plain]), page([plain])],
    })
    renderGuarded(<AdminStoreListPage />, PATH)
    expect(await screen.findByRole('heading', { name: 'Toko' })).toBeTruthy()
    const row = (await screen.findByText('C10001')).closest('tr') as HTMLElement
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kode IBS', 'Nama', 'Cabang', 'Alamat', 'Grup Harga', 'NPWP', ''])
    expect(within(row).getByText('BENGKEL-A')).toBeTruthy()
    // the whole address also on hover, as two lines may cut it
    expect(within(row).getByText('Jl. Raya Bekasi Km 18, Cakung, Jakarta Timur').getAttribute('title')).toBe(
      'Jl. Raya Bekasi Km 18, Cakung, Jakarta Timur',
    )
    expect(within(row).getByText('01.234.567.8-901.000')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }))
    expect(await screen.findByText('C10002')).toBeTruthy()
    expect(storeCalls(calls).slice(0, 2)).toEqual(['/api/admin/stores', '/api/admin/stores?cursor=next-1'])

    fireEvent.change(screen.getByLabelText('Cari toko'), { target: { value: 'maju' } })
    await waitFor(() => expect(storeCalls(calls).at(-1)).toBe('/api/admin/stores?q=maju'))
    pickOption('Cabang', 'SBY01 · Dipo Surabaya')
    await waitFor(() => expect(storeCalls(calls).at(-1)).toBe('/api/admin/stores?branch_id=2&q=maju'))
  })

  it('saves a changed group once on a double click, sending only what changed', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'GET /api/admin/stores': [page([grouped]), page([{ ...grouped, price_group: 'GROSIR' }])],
      'PATCH /api/admin/stores/1': [
        { status: 200, body: { ...grouped, price_group: 'GROSIR' } },
        { status: 409, body: { code: 'CONFLICT', detail: 'Data sudah berubah.' } },
      ],
    })
    renderGuarded(<AdminStoreListPage />, PATH)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah toko C10001' }))
    const dialog = await dialogNamed('Ubah Toko C10001')
    expect((within(dialog).getByLabelText(/^Grup Harga/) as HTMLInputElement).value).toBe('BENGKEL-A')
    expect((within(dialog).getByLabelText(/^NPWP/) as HTMLInputElement).value).toBe('01.234.567.8-901.000')
    const save = within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    type(dialog, /^Grup Harga/, 'grosir')
    doubleClick(save)
    expect(await screen.findByText('Toko C10001 disimpan')).toBeTruthy()
    await settle()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/stores/1')).toEqual([{ price_group: 'GROSIR' }])
    expect(screen.queryByText(/sudah berubah/)).toBeNull()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Toko C10001' })).toBeNull())
    expect(await screen.findByText('GROSIR')).toBeTruthy()
  })

  it("clears a field with an empty input, says a broken rule, and shows the server's refusal beside its field", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'GET /api/admin/stores': page([grouped]),
      'PATCH /api/admin/stores/1': {
        status: 422,
        body: { code: 'FIELD_INVALID', detail: STORE_PRICE_TEXT.priceGroup, field: 'price_group' },
      },
    })
    renderGuarded(<AdminStoreListPage />, PATH)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah toko C10001' }))
    const dialog = await dialogNamed('Ubah Toko C10001')
    type(dialog, /^NPWP/, '0123')
    fireEvent.blur(within(dialog).getByLabelText(/^NPWP/))
    expect(within(dialog).getByText(STORE_PRICE_TEXT.npwp)).toBeTruthy()
    type(dialog, /^NPWP/, '')
    type(dialog, /^Grup Harga/, '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    const sentence = await within(dialog).findByText(STORE_PRICE_TEXT.priceGroup)
    expect(
      within(dialog)
        .getByLabelText(/^Grup Harga/)
        .getAttribute('aria-describedby'),
    ).toContain(sentence.id)
    expect(bodiesOf(calls, 'PATCH', '/api/admin/stores/1')).toEqual([{ price_group: null, npwp: null }])
  })

  it('sets an address: shown in Ubah, its rule beside it, sent trimmed and alone', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'GET /api/admin/stores': [page([plain]), page([{ ...plain, address: 'Jl. Rungkut Industri 3' }])],
      'PATCH /api/admin/stores/2': { status: 200, body: { ...plain, address: 'Jl. Rungkut Industri 3' } },
    })
    renderGuarded(<AdminStoreListPage />, PATH)
    const row = (await screen.findByText('C10002')).closest('tr') as HTMLElement
    // no address yet: a dash in its column
    expect(within(row).getAllByText('–')).toHaveLength(3)
    fireEvent.click(within(row).getByRole('button', { name: 'Ubah toko C10002' }))
    const dialog = await dialogNamed('Ubah Toko C10002')
    const input = within(dialog).getByLabelText(/^Alamat/) as HTMLInputElement
    expect(input.value).toBe('')
    expect(input.maxLength).toBe(100)
    type(dialog, /^Alamat/, 'Jl. Rungkut <Industri>')
    fireEvent.blur(input)
    expect(within(dialog).getByText(STORE_PRICE_TEXT.address)).toBeTruthy()
    type(dialog, /^Alamat/, ' Jl. Rungkut Industri 3 ')
    expect(within(dialog).queryByText(STORE_PRICE_TEXT.address)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Toko C10002 disimpan')).toBeTruthy()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/stores/2')).toEqual([{ address: 'Jl. Rungkut Industri 3' }])
    expect(await screen.findByText('Jl. Rungkut Industri 3')).toBeTruthy()
  })

  it("asks 'Tutup formulir?' before closing a changed Ubah, and not an untouched one", async () => {
    fakeFetch({ 'GET /api/admin/branches': branchList(jkt), 'GET /api/admin/stores': page([plain]) })
    renderGuarded(<AdminStoreListPage />, PATH)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah toko C10002' }))
    let dialog = await dialogNamed('Ubah Toko C10002')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Toko C10002' })).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Ubah toko C10002' }))
    dialog = await dialogNamed('Ubah Toko C10002')
    type(dialog, /^NPWP/, '012345678901000')
    expect(closingAsks()).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    const question = await dialogNamed('Tutup formulir?')
    fireEvent.click(within(question).getByRole('button', { name: 'Ya, tutup' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Toko C10002' })).toBeNull())
    expect(closingAsks()).toBe(false)
  })

  it('shows a card per store on a phone, with its group and Ubah', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/admin/branches': branchList(jkt), 'GET /api/admin/stores': page([grouped, plain]) })
    renderGuarded(<AdminStoreListPage />, PATH)
    const card = (await screen.findByText('C10001')).closest('[role="listitem"]') as HTMLElement
    expect(within(card).getByText(/Grup Harga BENGKEL-A · NPWP 01\.234\.567\.8-901\.000/)).toBeTruthy()
    const other = screen.getByText('C10002').closest('[role="listitem"]') as HTMLElement
    expect(within(other).getByText('Tanpa grup harga')).toBeTruthy()
    expect(within(other).getByText('Cabang SBY01')).toBeTruthy()
    expect(within(other).getByRole('button', { name: 'Ubah toko C10002' })).toBeTruthy()
  })
})
