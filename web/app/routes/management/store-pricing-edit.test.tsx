// @vitest-environment jsdom
// List Toko's Ubah of a store's address, price group and NPWP (product.md §10.10): the detail
// shows them, the form sends only what changed, one request per press, the rules' and the server's
// sentences beside their field, and closing the detail with a change not saved asks first.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Store } from '#common/management.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import { bodiesOf, setWide } from '#web/features/admin/test-fixtures.ts'
import { closingAsks, doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { StoreListPage } from './store-list-page'

configure({ asyncUtilTimeout: 5_000 })

const PATH = '/seller/manajemen-user/list-toko'
const EDIT = 'Ubah Data Toko'
const maju: Store = {
  id: 1,
  ibs_cust_code: 'JKT001',
  name: 'TOKO MAJU',
  description: null,
  created_at: '2026-01-02T03:00:00.000Z',
  users_count: 0,
  price_group: 'GRUP-A',
  npwp: '012345678901000',
  address: 'Jl. Raya Bogor 12, Jakarta',
}
const list: FakeAnswer = { status: 200, body: { items: [maju], total: 1, has_more: false } }
const detail = (store: Store): FakeAnswer => ({ status: 200, body: { store, users: [] } })
const type = (root: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } })

async function openEdit() {
  renderGuarded(<StoreListPage />, PATH)
  fireEvent.click(await screen.findByText('TOKO MAJU'))
  const dialog = await screen.findByRole('dialog', { name: 'JKT001 · TOKO MAJU' })
  expect(await within(dialog).findByText('GRUP-A')).toBeTruthy()
  expect(within(dialog).getByText('01.234.567.8-901.000')).toBeTruthy()
  expect(within(dialog).getByText('Jl. Raya Bogor 12, Jakarta')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: EDIT }))
  return dialog
}

describe("List Toko's Ubah Data Toko", { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends only the changed field, once for a double click, and shows the saved values', async () => {
    const saved = { ...maju, price_group: 'BENGKEL-B' }
    const { calls } = fakeFetch({
      'GET /api/seller/stores': list,
      'GET /api/seller/stores/1': [detail(maju), detail(saved)],
      'PATCH /api/seller/stores/1': [
        { status: 200, body: saved },
        { status: 409, body: { code: 'CONFLICT', detail: 'Data sudah berubah.' } },
      ],
    })
    const dialog = await openEdit()
    const save = within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    type(dialog, /^Grup Harga/, 'bengkel-b')
    expect((within(dialog).getByLabelText(/^Grup Harga/) as HTMLInputElement).value).toBe('BENGKEL-B')
    doubleClick(save)
    expect(await screen.findByText('Toko JKT001 disimpan')).toBeTruthy()
    await settle()
    expect(bodiesOf(calls, 'PATCH', '/api/seller/stores/1')).toEqual([{ price_group: 'BENGKEL-B' }])
    expect(screen.queryByText(/sudah berubah/)).toBeNull()
    expect(await within(dialog).findByText('BENGKEL-B')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Simpan' })).toBeNull()
  })

  it("holds Simpan while the NPWP breaks its rule, and shows the server's refusal beside its field", async () => {
    fakeFetch({
      'GET /api/seller/stores': list,
      'GET /api/seller/stores/1': detail(maju),
      'PATCH /api/seller/stores/1': {
        status: 422,
        body: { code: 'FIELD_INVALID', detail: 'NPWP ditolak server.', field: 'npwp' },
      },
    })
    const dialog = await openEdit()
    type(dialog, /^NPWP/, '01.234')
    fireEvent.blur(within(dialog).getByLabelText(/^NPWP/))
    expect(within(dialog).getByText(STORE_PRICE_TEXT.npwp)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    type(dialog, /^NPWP/, '3171-0123-4567-8901')
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    const sentence = await within(dialog).findByText('NPWP ditolak server.')
    expect(within(dialog).getByLabelText(/^NPWP/).getAttribute('aria-describedby')).toContain(sentence.id)
  })

  it('edits the address: its rule beside it while it has < or >, trimmed when sent, empty sent as null', async () => {
    const moved = { ...maju, address: 'Ruko Blok C-3, Cakung' }
    const { calls } = fakeFetch({
      'GET /api/seller/stores': list,
      'GET /api/seller/stores/1': [detail(maju), detail(moved), detail(moved)],
      'PATCH /api/seller/stores/1': [
        { status: 200, body: moved },
        { status: 200, body: { ...maju, address: null } },
      ],
    })
    const dialog = await openEdit()
    expect((within(dialog).getByLabelText(/^Alamat/) as HTMLInputElement).value).toBe('Jl. Raya Bogor 12, Jakarta')
    type(dialog, /^Alamat/, 'Ruko <Blok C-3>')
    fireEvent.blur(within(dialog).getByLabelText(/^Alamat/))
    expect(within(dialog).getByText(STORE_PRICE_TEXT.address)).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await settle()
    // the rule holds the save: nothing is sent while it is broken
    expect(bodiesOf(calls, 'PATCH', '/api/seller/stores/1')).toEqual([])
    type(dialog, /^Alamat/, '  Ruko Blok C-3, Cakung ')
    expect(within(dialog).queryByText(STORE_PRICE_TEXT.address)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await within(dialog).findByText('Ruko Blok C-3, Cakung')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: EDIT }))
    type(dialog, /^Alamat/, '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(bodiesOf(calls, 'PATCH', '/api/seller/stores/1')).toHaveLength(2))
    expect(bodiesOf(calls, 'PATCH', '/api/seller/stores/1')).toEqual([{ address: 'Ruko Blok C-3, Cakung' }, { address: null }])
  })

  it('asks before closing the detail or Batal drops a change; not when nothing changed', async () => {
    fakeFetch({ 'GET /api/seller/stores': list, 'GET /api/seller/stores/1': detail(maju) })
    const dialog = await openEdit()
    expect(closingAsks()).toBe(false)
    type(dialog, /^Grup Harga/, 'GRUP-Z')
    expect(closingAsks()).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    const question = await screen.findByRole('dialog', { name: 'Tutup formulir?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tutup formulir?' })).toBeNull())
    expect((within(dialog).getByLabelText(/^Grup Harga/) as HTMLInputElement).value).toBe('GRUP-Z')
    // changed back: nothing to lose
    type(dialog, /^Grup Harga/, 'GRUP-A')
    expect(closingAsks()).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    expect(await within(dialog).findByRole('button', { name: EDIT })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Tutup formulir?' })).toBeNull()
  })
})
