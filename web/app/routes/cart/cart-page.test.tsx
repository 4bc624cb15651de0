// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmsWhenNeeded } from '#web/components/confirms-when-needed.tsx'
import { cartSync } from '#web/features/cart/hooks/use-cart.ts'
import { PRICE_NOTE } from '#web/features/cart/logic/messages.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { theme } from '#web/lib/theme.ts'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { CartPage } from './cart-page'

// The cart's sync engine writes to the app's one query client, so the page must read that one too
// (renderWithProviders makes a fresh client).
function renderCart() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ConfirmsWhenNeeded />
        <MemoryRouter initialEntries={['/user/keranjang']}>
          <Routes>
            <Route path="/user/keranjang" element={<CartPage />} />
            <Route path="/user/pesanan/estimasi" element={<p>ESTIMATE LIST</p>} />
            <Route path="/user/pesanan/estimasi/:id" element={<p>ESTIMATE DETAIL</p>} />
            <Route path="/user/produk/all" element={<p>CATALOGUE</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

/** A line at the list price, or at `listPrice` less the store's discount when it is given. */
const item = (id: number, price: number, qty: number, addedDay: number, listPrice = price, discountPercent = 0) => ({
  product_id: id,
  sto_id: `P${id}`,
  name: `PART ${id}`,
  image_url: null,
  price,
  price_list: listPrice,
  discount_percent: discountPercent,
  price_source: listPrice === price ? ('daftar' as const) : ('toko' as const),
  qty,
  description: null,
  added_at: `2026-01-0${addedDay}T00:00:00.000Z`,
  updated_at: `2026-01-0${addedDay}T00:00:00.000Z`,
})
/** the PPN every cart answer carries: 12 % on a DPP of 11/12 (docs/product.md §10.11) */
const PPN = { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 }
const cartOf = (items: ReturnType<typeof item>[]): FakeAnswer => ({
  status: 200,
  body: { items, total_active_items: items.length, max_active_items: 200, tax: PPN },
})
const threeItems = cartOf([item(1, 10_000, 2, 1), item(2, 5_000, 1, 2), item(3, 1_000, 3, 3)])

async function chooseAndPreview() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Pilih P1' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih P3' }))
  fireEvent.click(screen.getByRole('button', { name: 'Kirim Estimasi' }))
  return screen.findByRole('dialog')
}

describe('cart page', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    queryClient.clear()
  })
  afterEach(async () => {
    // edits wait 400 ms before they are sent; send them while fetch is still the fake one
    await cartSync.flush()
    cleanup()
    vi.unstubAllGlobals()
  })

  it('offers the catalogue when the cart is empty', async () => {
    fakeFetch({ 'GET /api/cart': cartOf([]) })
    renderCart()
    const start = await screen.findByRole('link', { name: 'Mulai Belanja' })
    expect(start.getAttribute('href')).toBe('/user/produk/all')
  })

  it('totals the checked items and sends them with the buyer note after a preview', async () => {
    const { calls } = fakeFetch({
      'GET /api/cart': [threeItems, cartOf([item(2, 5_000, 1, 2)])],
      'POST /api/cart/checkout': { status: 201, body: { order_id: 42, no_transaksi: 'DPO/JKT01/202601/00042' } },
    })
    renderCart()
    await screen.findByText('PART 1')
    expect(screen.getByRole('button', { name: 'Kirim Estimasi' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Catatan untuk pesanan'), { target: { value: 'Kirim pagi' } })
    const dialog = await chooseAndPreview()
    // Harga Jual 23.000; DPP 23.000 × 11/12 = 21.083; PPN 12 % = 2.529; Total 25.529
    expect(screen.getByTestId('estimate-total').textContent).toBe('Rp. 25.529')
    expect(within(dialog).getByTestId('total-total').textContent).toContain('Rp. 25.529')
    expect(within(dialog).getByText(PRICE_NOTE)).toBeTruthy()
    expect(within(dialog).queryByText(/belum termasuk diskon/)).toBeNull()
    expect(within(dialog).queryByText('PART 2')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Kirim Estimasi' }))
    await screen.findByText('ESTIMATE DETAIL')
    const checkout = calls.find((c) => c.path === '/api/cart/checkout')
    expect(JSON.parse(String(checkout?.body))).toEqual({ product_ids: [1, 3], note_user: 'Kirim pagi' })
  })

  it('warns and opens the estimate list when the answer names no order', async () => {
    fakeFetch({ 'GET /api/cart': threeItems, 'POST /api/cart/checkout': { status: 201, body: { no_transaksi: 'X' } } })
    renderCart()
    const dialog = await chooseAndPreview()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Kirim Estimasi' }))
    await screen.findByText('ESTIMATE LIST')
    expect(await screen.findByText('Estimasi dibuat, namun order_id tidak ditemukan')).toBeTruthy()
  })

  it("shows 'Sering Dipesan' under an empty cart; one tap adds a part at its last quantity", async () => {
    const frequentItem = (id: number, times: number, last: number) => ({
      product_id: id,
      sto_id: `F${id}`,
      name: `PART F${id}`,
      price: 1_000,
      price_list: 1_000,
      discount_percent: 0,
      price_source: 'daftar',
      image: null,
      times,
      last_qty: last,
      last_date: '2026-11-18T03:00:00.000Z',
      replaces: id === 2 ? 'F2-LAMA' : null,
    })
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => frequentItem(id, 8 - id, id + 1))
    const { calls } = fakeFetch({
      'GET /api/cart': [cartOf([]), cartOf([]), cartOf([item(1, 1_000, 2, 1)])],
      'GET /api/cart/frequent': { status: 200, body: { items, days: 90 } },
      'POST /api/cart/items': {
        status: 200,
        body: { items: [], total_active_items: 1, max_active_items: 200, tax: PPN, replaced: null },
      },
    })
    renderCart()
    const panel = await screen.findByRole('region', { name: 'Sering Dipesan' })
    expect(within(panel).getAllByTestId('frequent-part')).toHaveLength(5)
    expect(within(panel).getByText('6× dipesan · terakhir 3 pcs, 18 Nov 2026 · pengganti F2-LAMA')).toBeTruthy()
    fireEvent.click(within(panel).getByText('Lihat semua (7)'))
    expect(within(panel).getAllByTestId('frequent-part')).toHaveLength(7)
    fireEvent.click(within(panel).getByRole('button', { name: 'Tambah 2 F1 ke keranjang' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/cart/items')).toBe(true))
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/cart/items')
    expect(JSON.parse(String(post?.body))).toEqual({ product_id: 1, qty: 2 })
  })

  it('shows no panel when the store ordered nothing lately', async () => {
    fakeFetch({ 'GET /api/cart': threeItems, 'GET /api/cart/frequent': { status: 200, body: { items: [], days: 90 } } })
    renderCart()
    expect(await screen.findByText('PART 1')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sering Dipesan' })).toBeNull())
  })

  it('offers a line replaced since it was added its replacement, and switches it in one tap', async () => {
    const replaced = { ...item(1, 10_000, 2, 1), superseded_by: { product_id: 9, sto_id: 'P9', name: 'PART 9' } }
    const switched = cartOf([item(9, 12_000, 2, 1)])
    const answers = { 'GET /api/cart': cartOf([replaced]), 'POST /api/cart/items/1/replace': switched }
    const { calls } = fakeFetch(answers)
    renderCart()
    const offer = await screen.findByTestId('replacement-offer')
    expect(within(offer).getByText('Diganti dengan P9')).toBeTruthy()
    // the server's cart from the switch on: a reload the page makes meanwhile reads it, as it would
    answers['GET /api/cart'] = switched
    fireEvent.click(within(offer).getByRole('button', { name: 'Ganti P1 ke P9' }))
    expect(await screen.findByText('PART 9')).toBeTruthy()
    expect(await screen.findByText('P1 diganti P9 di keranjang')).toBeTruthy()
    expect(screen.queryByTestId('replacement-offer')).toBeNull()
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/cart/items/1/replace')).toBe(true)
  })

  it('shows the server detail when the estimate is refused and stays on the cart', async () => {
    const detail = 'Sebagian item sudah tidak ada di keranjang. Muat ulang keranjang lalu coba lagi.'
    fakeFetch({
      'GET /api/cart': threeItems,
      'POST /api/cart/checkout': { status: 409, body: { code: 'CART_ITEMS_MISSING', detail } },
    })
    renderCart()
    const dialog = await chooseAndPreview()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Kirim Estimasi' }))
    expect(await screen.findByText(detail)).toBeTruthy()
    expect(screen.queryByText('ESTIMATE DETAIL')).toBeNull()
  })

  it('keeps the selection through a quantity change and updates the total', async () => {
    fakeFetch({ 'GET /api/cart': threeItems })
    renderCart()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pilih P2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tambah qty P2' }))
    // 10.000 + PPN 1.099 (12 % of DPP 9.166)
    await waitFor(() => expect(screen.getByTestId('estimate-total').textContent).toBe('Rp. 11.099'))
    expect((screen.getByRole('checkbox', { name: 'Pilih P2' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(screen.getByLabelText('Qty P2'), { target: { value: '1x2' } })
    // 60.000 + PPN 6.600 (DPP 55.000)
    await waitFor(() => expect(screen.getByTestId('estimate-total').textContent).toBe('Rp. 66.600'))
  })

  it('asks before quantity 0 removes an item, and removes it on confirmation', async () => {
    const { calls } = fakeFetch({
      'GET /api/cart': threeItems,
      'DELETE /api/cart/items/2': cartOf([item(1, 10_000, 2, 1), item(3, 1_000, 3, 3)]),
    })
    renderCart()
    const qty = await screen.findByLabelText('Qty P2')
    fireEvent.focus(qty)
    fireEvent.change(qty, { target: { value: '0' } })
    fireEvent.blur(qty)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Hapus item dari keranjang?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }))
    await waitFor(() => expect(screen.queryByText('PART 2')).toBeNull())
    await cartSync.flush()
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/cart/items/2')).toBe(true)
  })
})
