// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
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
  supersedes: [],
  superseded_by: null,
  price_local: 1_100_000,
  available: true,
  overlay: { matched: true, price_osc: 1_100_000 },
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user/produk/:id" element={<ProductDetailPage />} />
      <Route path="/seller/produk/:id" element={<ProductDetailPage />} />
    </Routes>,
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
