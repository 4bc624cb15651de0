// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import type { Store } from '#common/management.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { CataloguePage } from './catalogue-page'

// 'Harga untuk toko …' (docs/product.md §10.10): staff pick a store of their branch and the list
// is asked at its prices; the choice lives in the address, so back and forward keep it.
vi.mock('#web/features/cart/hooks/use-cart.ts', () => ({
  useCart: () => ({ items: [], count: 0, maxItems: 200, isLoading: false, inCart: () => false, qtyOf: () => 0, add: vi.fn() }),
}))

const part: ProductWithStock = {
  id: 1,
  sto_id: 'A001',
  name: 'BRAKE PAD',
  sto_name: 'BRAKE PAD',
  unit: 'PCS',
  supersedes: [],
  superseded_by: null,
  image: null,
  price: 110_700,
  price_list: 110_700,
  discount_percent: 0,
  price_source: 'daftar',
  price_local: 110_700,
  available: true,
  overlay: { matched: true, price_osc: null },
}
const agreedPart: ProductWithStock = { ...part, price: 96_863, discount_percent: 12.5, price_source: 'grup' }
const page = (items: ProductWithStock[]) => ({
  status: 200,
  body: { items, total: items.length, total_capped: false, has_next: false, next_cursor: null, osc_error: null },
})
const store = (id: number, code: string, name: string): Store => ({
  id,
  ibs_cust_code: code,
  name,
  description: null,
  created_at: '2026-01-01T00:00:00Z',
  users_count: 1,
  price_group: null,
  npwp: null,
  address: null,
})
const STORES = [store(5, 'C0005', 'BENGKEL MAJU'), store(6, 'C0006', 'BENGKEL JAYA')]

/** The products-osc answer by the store asked for: its prices, or the list price. */
function catalogueServer() {
  return fakeFetch({
    'GET /api/products-osc': page([part]),
    'GET /api/seller/stores': { status: 200, body: { items: STORES, total: 2, has_more: false } },
    'GET /api/seller/stores/5': { status: 200, body: { store: STORES[0], users: [] } },
  })
}

function Harness() {
  const { search } = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output data-testid="address">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  )
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user/produk/all" element={<CataloguePage />} />
        <Route path="/seller/produk/all" element={<CataloguePage />} />
      </Routes>
      <Harness />
    </>,
    { route },
  )
}

type Calls = ReturnType<typeof fakeFetch>['calls']
const listCalls = (calls: Calls) => calls.filter((c) => c.path.startsWith('/api/products-osc')).map((c) => c.path)
const storeOf = (path: string | undefined) => new URLSearchParams(path?.split('?')[1]).get('store_id')

const findPicker = () => screen.findByLabelText('Harga untuk toko', { selector: 'input' })
const queryPicker = () => screen.queryByLabelText('Harga untuk toko', { selector: 'input' })

/** Opens the picker, types a search, waits for the server to be asked it, and picks the store. */
async function pickStore(calls: Calls, code: string) {
  const input = await findPicker()
  // typed by a person: the box has the focus (the kit takes a write to an unfocused box for autofill)
  input.focus()
  fireEvent.click(input)
  fireEvent.change(input, { target: { value: 'bengkel' } })
  await waitFor(() =>
    expect(calls.some((c) => c.path.startsWith('/api/seller/stores?') && c.path.includes('q=bengkel'))).toBe(true),
  )
  const options = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  const option = await waitFor(() => within(options).getByRole('option', { name: new RegExp(`^${code} `), hidden: true }))
  fireEvent.click(option)
}

describe("the staff catalogue's 'Harga untuk toko'", () => {
  beforeAll(() => {
    installDomShims()
    window.scrollTo = () => undefined
  })
  beforeEach(() => sessionStorage.clear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks the list at the chosen store’s prices, names the store, and goes back to the list price', async () => {
    const { calls } = catalogueServer()
    renderAt('/seller/produk/all')
    await screen.findByText('Menampilkan 1 dari 1 produk')
    expect(storeOf(listCalls(calls)[0])).toBeNull()

    await pickStore(calls, 'C0005')
    expect(await screen.findByText('Harga untuk toko BENGKEL MAJU')).toBeTruthy()
    expect(screen.getByTestId('address').textContent).toBe('?toko=5')
    await waitFor(() => expect(storeOf(listCalls(calls).at(-1))).toBe('5'))
    // the chosen store's name needed no second call
    expect(calls.some((c) => c.path === '/api/seller/stores/5')).toBe(false)
    // the detail opened from the list shows the same store's price
    expect((await screen.findByRole('link', { name: 'A001' })).getAttribute('href')).toBe('/seller/produk/1?toko=5')

    fireEvent.click(screen.getByRole('button', { name: 'Harga daftar' }))
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''))
    await waitFor(() => expect(storeOf(listCalls(calls).at(-1))).toBeNull())
    expect(screen.queryByText(/Harga untuk toko BENGKEL/)).toBeNull()
    expect(await findPicker()).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'A001' })).getAttribute('href')).toBe('/seller/produk/1')

    // back brings the store's prices again
    fireEvent.click(screen.getByRole('button', { name: 'browser back' }))
    expect(await screen.findByText('Harga untuk toko BENGKEL MAJU')).toBeTruthy()
    expect(screen.getByTestId('address').textContent).toBe('?toko=5')
  })

  it('starts from the store the address names, asking its name and its prices', async () => {
    const { calls } = fakeFetch({
      'GET /api/products-osc': page([agreedPart]),
      'GET /api/seller/stores/5': { status: 200, body: { store: STORES[0], users: [] } },
    })
    renderAt('/seller/produk/all?toko=5&debug=1')
    expect(await screen.findByText('Harga untuk toko BENGKEL MAJU')).toBeTruthy()
    // a store's price is not the staff member's own: 'Harga toko', never 'Harga Anda'
    expect(await screen.findByText('Harga toko')).toBeTruthy()
    expect(screen.queryByText('Harga Anda')).toBeNull()
    expect(listCalls(calls).every((path) => storeOf(path) === '5')).toBe(true)
    // clearing the store keeps the address's other parameters
    fireEvent.click(screen.getByRole('button', { name: 'Harga daftar' }))
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?debug=1'))
  })

  it('says so when the address names a store not of the branch, and offers the list price', async () => {
    fakeFetch({
      'GET /api/products-osc': { status: 404, body: { code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' } },
      'GET /api/seller/stores/77': { status: 404, body: { code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' } },
    })
    renderAt('/seller/produk/all?toko=77')
    await waitFor(() => expect(screen.getAllByText('Toko tidak ditemukan').length).toBeGreaterThan(0))
    expect(screen.getByRole('button', { name: 'Harga daftar' })).toBeTruthy()
  })

  it('never shows buyers the picker, nor sends a store the address names', async () => {
    const { calls } = catalogueServer()
    renderAt('/user/produk/all?toko=5')
    await screen.findByText('Menampilkan 1 dari 1 produk')
    expect(queryPicker()).toBeNull()
    expect(screen.queryByText(/Harga untuk toko/)).toBeNull()
    expect(listCalls(calls).every((path) => storeOf(path) === null)).toBe(true)
    expect(calls.some((c) => c.path.startsWith('/api/seller/'))).toBe(false)
  })
})
