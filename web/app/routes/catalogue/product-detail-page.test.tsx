// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ProductDetailPage } from './product-detail-page'

const add = vi.hoisted(() => vi.fn(async () => true))
vi.mock('#web/features/cart/hooks/use-cart.ts', () => ({ useCart: () => ({ add, qtyOf: () => 0 }) }))

const product = {
  id: 9,
  sto_id: 'MZ320123',
  name: 'BATTERY 12V 45AH',
  sto_name: 'BATTERY 12V 45AH',
  unit: 'PCS',
  image: '/parts/battery.svg',
  price: 1_100_000,
  price_list: 1_100_000,
  discount_percent: 0,
  price_source: 'daftar',
  supersedes: [],
  superseded_by: null,
  price_local: 1_100_000,
  available: true,
  overlay: { matched: true, price_osc: 1_100_000 },
}

/** A 12,5 % group agreement: 1.100.000 less 137.500. */
const agreed = { ...product, price: 962_500, discount_percent: 12.5, price_source: 'grup' }
const store = {
  id: 5,
  ibs_cust_code: 'C0005',
  name: 'BENGKEL MAJU',
  description: null,
  created_at: '2026-01-01T00:00:00Z',
  users_count: 1,
  price_group: 'BENGKEL-A',
  npwp: null,
  address: null,
}

function Address() {
  const { search } = useLocation()
  return <output data-testid="address">{search}</output>
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user/produk/:id" element={<ProductDetailPage />} />
        <Route path="/seller/produk/:id" element={<ProductDetailPage />} />
      </Routes>
      <Address />
    </>,
    { route },
  )
}

describe('product detail page', () => {
  beforeAll(() => {
    installDomShims()
    window.scrollTo = () => undefined
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the part and puts the stepped quantity in the cart', async () => {
    fakeFetch({ 'GET /api/products/9': { status: 200, body: product } })
    renderAt('/user/produk/9')
    expect(await screen.findByText('BATTERY 12V 45AH')).toBeTruthy()
    expect(screen.getByText('Rp. 1.100.000')).toBeTruthy()
    expect(screen.getByText('PCS')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keranjang' }))
    await waitFor(() => expect(add).toHaveBeenCalledWith(expect.objectContaining({ id: 9, sto_id: 'MZ320123' }), 3))
  })

  it('has no stepper nor cart for staff', async () => {
    fakeFetch({ 'GET /api/products/9': { status: 200, body: product } })
    renderAt('/seller/produk/9')
    expect(await screen.findByText('BATTERY 12V 45AH')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Keranjang' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy()
  })

  it("shows the buyer's own price, the list price struck and the discount", async () => {
    const { calls } = fakeFetch({ 'GET /api/products/9': { status: 200, body: agreed } })
    renderAt('/user/produk/9?toko=5')
    const price = within(await screen.findByTestId('detail-price'))
    expect(price.getByText('Harga Anda')).toBeTruthy()
    expect(price.getByText('Rp. 962.500')).toBeTruthy()
    expect(price.getByTestId('list-price').textContent).toBe('Harga daftar Rp. 1.100.000')
    expect(price.getByTestId('discount').textContent).toBe('-12,5%')
    // a buyer's prices are his store's: an address naming another store changes nothing he asks
    expect(calls.map((c) => c.path)).toEqual(['/api/products/9'])
    expect(screen.queryByText(/Harga untuk toko/)).toBeNull()
  })

  it('shows the list price alone without an agreement', async () => {
    fakeFetch({ 'GET /api/products/9': { status: 200, body: product } })
    renderAt('/user/produk/9')
    const price = within(await screen.findByTestId('detail-price'))
    expect(price.getByText('Rp. 1.100.000')).toBeTruthy()
    expect(price.queryByText('Harga Anda')).toBeNull()
    expect(price.queryByTestId('list-price')).toBeNull()
  })

  it("shows staff the price of the store the list was showing, and 'Harga daftar' goes back to the list price", async () => {
    const { calls } = fakeFetch({
      'GET /api/products/9': [
        { status: 200, body: agreed },
        { status: 200, body: product },
      ],
      'GET /api/seller/stores/5': { status: 200, body: { store, users: [] } },
    })
    renderAt('/seller/produk/9?toko=5')
    expect(await screen.findByText('Harga untuk toko BENGKEL MAJU')).toBeTruthy()
    expect(within(screen.getByTestId('detail-price')).getByText('Rp. 962.500')).toBeTruthy()
    expect(within(screen.getByTestId('detail-price')).getByText('Harga toko')).toBeTruthy()
    expect(calls.find((c) => c.path.startsWith('/api/products/9'))?.path).toBe('/api/products/9?store_id=5')
    fireEvent.click(screen.getByRole('button', { name: 'Harga daftar' }))
    await waitFor(() => expect(within(screen.getByTestId('detail-price')).getByText('Rp. 1.100.000')).toBeTruthy())
    expect(calls.filter((c) => c.path.startsWith('/api/products/9')).at(-1)?.path).toBe('/api/products/9')
    expect(screen.getByTestId('address').textContent).toBe('')
    expect(screen.queryByText(/Harga untuk toko/)).toBeNull()
  })

  it('tells a missing product from a failed load', async () => {
    fakeFetch({ 'GET /api/products/404': { status: 404, body: { code: 'NOT_FOUND', detail: 'Produk tidak ditemukan' } } })
    renderAt('/user/produk/404')
    expect(await screen.findByText('Produk tidak ditemukan')).toBeTruthy()
    cleanup()
    fakeFetch({ 'GET /api/products/5': { status: 500, body: { code: 'INTERNAL', detail: 'x' } } })
    renderAt('/user/produk/5')
    expect(await screen.findByText('Gagal memuat produk')).toBeTruthy()
  })
})
