// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import { PREFILL_KEYS } from '#web/features/catalogue/logic/prefill-store.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { CataloguePage } from './catalogue-page'

const cart = vi.hoisted(() => ({ add: vi.fn(async () => true), qtyOf: vi.fn((id: number) => (id === 2 ? 4 : 0)) }))
vi.mock('#web/features/cart/hooks/use-cart.ts', () => ({
  useCart: () => ({ items: [], count: 0, maxItems: 200, isLoading: false, inCart: () => false, ...cart }),
}))

const part = (id: number, sto_id: string, available = true): ProductWithStock => ({
  id,
  sto_id,
  name: `BRAKE PAD ${id}`,
  sto_name: `BRAKE PAD ${id}`,
  unit: 'PCS',
  supersedes: [],
  superseded_by: null,
  image: null,
  price: 1_250_000,
  price_list: 1_250_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  price_local: 1_250_000,
  available,
  overlay: { matched: true, price_osc: 1_250_000 },
})

const page = (items: ProductWithStock[], total = items.length) => ({
  status: 200,
  body: { items, total, total_capped: false, has_next: false, next_cursor: null, osc_error: null },
})

function Address() {
  const { search } = useLocation()
  return <output data-testid="address">{search}</output>
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user/produk/all" element={<CataloguePage />} />
        <Route path="/seller/produk/all" element={<CataloguePage />} />
      </Routes>
      <Address />
    </>,
    { route },
  )
}
const address = () => screen.getByTestId('address').textContent

describe('catalogue page', () => {
  beforeAll(() => {
    installDomShims()
    window.scrollTo = () => undefined
  })
  beforeEach(() => {
    sessionStorage.clear()
    cart.add.mockClear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the buyer cards with price, stock, cart marker and count', async () => {
    fakeFetch({ 'GET /api/products-osc': page([part(1, '1230A001'), part(2, '1230A002', false)], 2) })
    renderAt('/user/produk/all')
    expect(await screen.findByText('Menampilkan 2 dari 2 produk')).toBeTruthy()
    expect(screen.getByRole('link', { name: '1230A001' }).getAttribute('href')).toBe('/user/produk/1')
    expect(screen.getAllByText('Rp. 1.250.000')).toHaveLength(2)
    expect(screen.getByText('Stok ada')).toBeTruthy()
    expect(screen.getByText('Stok kosong')).toBeTruthy()
    expect(screen.getByText('Di keranjang: 4')).toBeTruthy()
  })

  it('shows a page of cards whole, the first screenful with pictures that load at once', async () => {
    const items = Array.from({ length: 14 }, (_, i) => ({
      ...part(i + 1, `P${String(i + 1).padStart(3, '0')}`),
      image: `/parts/p${i + 1}.svg`,
    }))
    fakeFetch({ 'GET /api/products-osc': page(items) })
    renderAt('/user/produk/all')
    expect(await screen.findByText('Menampilkan 14 dari 14 produk')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14))
    const picture = (no: number) => screen.getByAltText(`BRAKE PAD ${no}`)
    expect(picture(1).getAttribute('loading')).toBe('eager')
    expect(picture(1).getAttribute('fetchpriority')).toBe('high')
    expect(picture(10).getAttribute('loading')).toBe('eager')
    expect(picture(11).getAttribute('loading')).toBe('lazy')
    expect(picture(14).getAttribute('fetchpriority')).toBe('auto')
  })

  it('adds every typed quantity through the bulk bar and clears those inputs', async () => {
    fakeFetch({ 'GET /api/products-osc': page([part(1, 'A001'), part(2, 'A002')]) })
    renderAt('/user/produk/all')
    const first = (await screen.findByLabelText('Jumlah A001')) as HTMLInputElement
    fireEvent.change(first, { target: { value: '1x25' } })
    expect(first.value).toBe('125')
    fireEvent.change(screen.getByLabelText('Jumlah A002'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: '+ Keranjang (2)' }))
    await waitFor(() => expect(cart.add).toHaveBeenCalledTimes(2))
    expect(cart.add).toHaveBeenCalledWith(
      {
        id: 1,
        sto_id: 'A001',
        name: 'BRAKE PAD 1',
        price: 1_250_000,
        price_list: 1_250_000,
        discount_percent: 0,
        price_source: 'daftar' as const,
        image: null,
        superseded_by: null,
      },
      125,
    )
    await waitFor(() => expect(first.value).toBe(''))
    expect(screen.queryByRole('button', { name: /\+ Keranjang/ })).toBeNull()
  })

  it('is read-only for staff: no quantities, links into the seller area', async () => {
    fakeFetch({ 'GET /api/products-osc': page([part(1, 'A001')]) })
    renderAt('/seller/produk/all')
    expect((await screen.findByRole('link', { name: 'A001' })).getAttribute('href')).toBe('/seller/produk/1')
    expect(screen.queryByLabelText('Jumlah A001')).toBeNull()
  })

  it('starts from the prefilled search and says when nothing matches', async () => {
    sessionStorage.setItem(PREFILL_KEYS.search, '1770A')
    sessionStorage.setItem(PREFILL_KEYS.nameAlso, '1')
    const { calls } = fakeFetch({ 'GET /api/products-osc': page([]) })
    renderAt('/user/produk/all')
    expect(await screen.findByText('Tidak ada produk yang cocok.')).toBeTruthy()
    expect((screen.getByLabelText('Cari produk') as HTMLInputElement).value).toBe('1770A')
    expect(calls[0].path).toContain('q=1770A')
    expect(calls[0].path).toContain('name_also=true')
  })

  it('puts the prefilled search in its address, so a reload starts from it', async () => {
    sessionStorage.setItem(PREFILL_KEYS.search, '1770A')
    fakeFetch({ 'GET /api/products-osc': page([]) })
    renderAt('/user/produk/all')
    await waitFor(() => expect(address()).toBe('?q=1770A'))
  })

  it("starts from the search its address names over the tab's, and keeps both as the search changes", async () => {
    sessionStorage.setItem(PREFILL_KEYS.search, '1770A')
    const { calls } = fakeFetch({ 'GET /api/products-osc': page([part(1, 'MZ320026')]) })
    renderAt('/seller/produk/all?toko=3&q=MZ320&urut=name:desc')
    expect(await screen.findByText('MZ320026')).toBeTruthy()
    expect((screen.getByLabelText('Cari produk') as HTMLInputElement).value).toBe('MZ320')
    const list = calls.find((call) => call.path.startsWith('/api/products-osc'))
    expect(list?.path).toContain('q=MZ320')
    expect(list?.path).toContain('order_by=name&order_dir=desc')
    expect(sessionStorage.getItem(PREFILL_KEYS.search)).toBe('MZ320')
    fireEvent.change(screen.getByLabelText('Cari produk'), { target: { value: '1230A' } })
    await waitFor(() => expect(address()).toBe('?toko=3&q=1230A&urut=name%3Adesc'))
  })

  it('offers the name search when part numbers match nothing but names would', async () => {
    sessionStorage.setItem(PREFILL_KEYS.search, 'brake')
    const { calls } = fakeFetch({
      'GET /api/products-osc': [page([]), page([part(1, 'A001')])],
      'GET /api/products': { status: 200, body: { items: [], total: 12, total_capped: false, has_next: true } },
    })
    renderAt('/user/produk/all')
    expect(
      await screen.findByText('Tidak ada Part No yang cocok dengan "brake", tetapi 12 produk cocok dengan namanya.'),
    ).toBeTruthy()
    const asked = calls.find((c) => c.path.startsWith('/api/products?'))
    expect(asked?.path).toContain('name_also=1')
    fireEvent.click(screen.getByRole('button', { name: 'Cari di Nama juga' }))
    expect(await screen.findByText('Menampilkan 1 dari 1 produk')).toBeTruthy()
    expect(calls.filter((c) => c.path.startsWith('/api/products-osc')).at(-1)?.path).toContain('name_also=true')
  })

  it('says only that nothing matches when names match nothing either', async () => {
    sessionStorage.setItem(PREFILL_KEYS.search, 'zzzz')
    fakeFetch({
      'GET /api/products-osc': page([]),
      'GET /api/products': { status: 200, body: { items: [], total: 0, total_capped: false, has_next: false } },
    })
    renderAt('/user/produk/all')
    expect(await screen.findByText('Tidak ada produk yang cocok.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cari di Nama juga' })).toBeNull()
  })

  it('adds a card to the cart with Enter in its quantity box', async () => {
    fakeFetch({ 'GET /api/products-osc': page([part(1, 'A001')]) })
    renderAt('/user/produk/all')
    const qty = await screen.findByLabelText('Jumlah A001')
    fireEvent.keyDown(qty, { key: 'Enter' })
    expect(cart.add).not.toHaveBeenCalled()
    fireEvent.change(qty, { target: { value: '7' } })
    fireEvent.keyDown(qty, { key: 'Enter' })
    await waitFor(() => expect(cart.add).toHaveBeenCalledTimes(1))
    expect(cart.add).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 7)
  })

  it('waits for 3 characters before searching', async () => {
    const { calls } = fakeFetch({ 'GET /api/products-osc': page([part(1, 'A001')]) })
    renderAt('/user/produk/all')
    await screen.findByText('Menampilkan 1 dari 1 produk')
    fireEvent.change(screen.getByLabelText('Cari produk'), { target: { value: 'ab' } })
    expect(screen.getByText('Ketik minimal 3 karakter untuk mulai mencari.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(calls).toHaveLength(1)
  })

  it('shows the server detail of a failed list and retries with Refresh...', async () => {
    fakeFetch({
      'GET /api/products-osc': [
        { status: 400, body: { code: 'BAD_REQUEST', detail: 'Pencarian tidak valid' } },
        page([part(1, 'A001')]),
      ],
    })
    renderAt('/user/produk/all')
    expect(await screen.findByText('Pencarian tidak valid')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh...' }))
    expect(await screen.findByText('Menampilkan 1 dari 1 produk')).toBeTruthy()
  })
  it('asks for the next page only once every card of the pages in has rendered', async () => {
    // a sentinel always in view: each page would be asked for at once if nothing held it back
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never))
        }
        disconnect() {}
      },
    )
    const PAGE = 14
    const cardsWhenAsked: number[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost')
        const n = Number(url.searchParams.get('cursor') ?? '0')
        cardsWhenAsked.push(document.querySelectorAll('article').length)
        const items = Array.from({ length: PAGE }, (_, i) => part(n * PAGE + i + 1, `P${n * PAGE + i + 1}`))
        const body = { items, total: 4 * PAGE, total_capped: false, has_next: n < 3, next_cursor: String(n + 1), osc_error: null }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
      }),
    )
    renderAt('/user/produk/all')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4 * PAGE), { timeout: 10_000 })
    expect(cardsWhenAsked).toEqual([0, PAGE, 2 * PAGE, 3 * PAGE])
  })
})
