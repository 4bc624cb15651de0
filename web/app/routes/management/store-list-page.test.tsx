// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Store } from '#common/management.ts'
import { listUser } from '#web/features/management/test-fixtures.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ManagementHubPage } from './management-hub-page'
import { StoreListPage } from './store-list-page'

const store = (id: number, code: string, name: string, users: number): Store => ({
  id,
  ibs_cust_code: code,
  name,
  description: id === 1 ? 'Dekat pasar' : null,
  created_at: '2026-01-02T03:00:00.000Z',
  users_count: users,
  price_group: id === 1 ? 'GRUP-A' : null,
  npwp: null,
  address: null,
})
const page = (items: Store[], total: number, hasMore: boolean): FakeAnswer => ({
  status: 200,
  body: { items, total, has_more: hasMore },
})
const slow = { timeout: 3000 }
const storeCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/seller/stores?'))

function setWide() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

describe('List Toko', () => {
  beforeAll(installDomShims)
  beforeEach(setWide)
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('pages by offset with Muat lagi, sorts by a header and searches from two characters', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/stores': [
        page([store(1, 'JKT001', 'TOKO MAJU', 3)], 2, true),
        page([store(2, 'JKT002', 'BENGKEL SUMBER', 0)], 2, false),
      ],
    })
    renderWithProviders(<StoreListPage />)
    expect(await screen.findByText('TOKO MAJU')).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Kode IBS',
      'Nama Toko',
      'Grup Harga',
      'Jumlah User',
      'Dibuat',
    ])
    const row = screen.getByText('TOKO MAJU').closest('tr') as HTMLElement
    expect(within(row).getByText('GRUP-A')).toBeTruthy()
    expect(storeCalls(calls)[0].path).toBe('/api/seller/stores?sort=name&dir=asc&limit=50&offset=0')
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }))
    expect(await screen.findByText('BENGKEL SUMBER')).toBeTruthy()
    expect(storeCalls(calls)[1].path).toBe('/api/seller/stores?sort=name&dir=asc&limit=50&offset=1')
    expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /Jumlah User/ }))
    await waitFor(() => expect(storeCalls(calls).at(-1)?.path).toBe('/api/seller/stores?sort=users&dir=asc&limit=50&offset=0'))
    fireEvent.click(screen.getByRole('button', { name: /Jumlah User/ }))
    await waitFor(() => expect(storeCalls(calls).at(-1)?.path).toBe('/api/seller/stores?sort=users&dir=desc&limit=50&offset=0'))

    const before = storeCalls(calls).length
    fireEvent.change(screen.getByLabelText('Cari toko'), { target: { value: 'm' } })
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(storeCalls(calls)).toHaveLength(before)
    fireEvent.change(screen.getByLabelText('Cari toko'), { target: { value: 'maju' } })
    await waitFor(
      () => expect(storeCalls(calls).at(-1)?.path).toBe('/api/seller/stores?q=maju&sort=users&dir=desc&limit=50&offset=0'),
      slow,
    )
  })

  it('opens a store with its users, or says it has none, or that they could not be loaded', async () => {
    fakeFetch({
      'GET /api/seller/stores': page(
        [store(1, 'JKT001', 'TOKO MAJU', 2), store(2, 'JKT002', 'BENGKEL SUMBER', 0), store(3, 'JKT003', 'RUSAK', 1)],
        3,
        false,
      ),
      'GET /api/seller/stores/1': {
        status: 200,
        body: {
          store: store(1, 'JKT001', 'TOKO MAJU', 2),
          users: [listUser(5, { username: 'budi' }), listUser(6, { username: 'sari', is_active: false })],
        },
      },
      'GET /api/seller/stores/2': { status: 200, body: { store: store(2, 'JKT002', 'BENGKEL SUMBER', 0), users: [] } },
      'GET /api/seller/stores/3': { status: 500 },
    })
    renderWithProviders(<StoreListPage />)
    fireEvent.click(await screen.findByText('TOKO MAJU'))
    let dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('budi')).toBeTruthy()
    expect(within(dialog).getByText('Dekat pasar')).toBeTruthy()
    expect(within(dialog).getByText('Nonaktif')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // for a keyboard, the row's code is a button that opens it (a button's Enter is its click)
    const code = within(screen.getByText('BENGKEL SUMBER').closest('tr') as HTMLElement).getByRole('button', { name: 'JKT002' })
    expect(code.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(code)
    dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Tidak ada user.')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByText('RUSAK'))
    dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Gagal mengambil user toko')).toBeTruthy()
  })

  it('says when the list could not be loaded, and when it is empty', async () => {
    fakeFetch({ 'GET /api/seller/stores': [{ status: 500 }, page([], 0, false)] })
    renderWithProviders(<StoreListPage />)
    expect(await screen.findByText('Gagal mengambil data toko')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByText('Tidak ada data.')).toBeTruthy()
  })
})

describe('the management hub', () => {
  it('links its tiles to the four screens and the customer import', () => {
    installDomShims()
    renderWithProviders(<ManagementHubPage />)
    const links = screen.getAllByRole('link').map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Daftar User', '/seller/manajemen-user/daftar-user'],
      ['Daftar Toko', '/seller/manajemen-user/daftar-toko'],
      ['List User', '/seller/manajemen-user/list-user'],
      ['List Toko', '/seller/manajemen-user/list-toko'],
      ['Impor Pelanggan', '/seller/manajemen-user/import'],
    ])
    cleanup()
  })
})
