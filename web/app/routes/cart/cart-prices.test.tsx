// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartItem, CartResponse } from '#common/cart.ts'
import { formatRupiah } from '#common/format.ts'
import { type OrderTotals, orderTotals, taxFromAnswer } from '#common/order-totals.ts'
import { cartSync } from '#web/features/cart/hooks/use-cart.ts'
import { PRICE_NOTE, PRICES_INCLUDE } from '#web/features/cart/logic/messages.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { theme } from '#web/lib/theme.ts'
import { fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { CartPage } from './cart-page'

// The store's own prices in the cart (docs/product.md §10.10) and the invoice's figures of the
// checked lines (§10.11): what the summary and the preview show is common/order-totals.ts's count.

const line = (id: number, price: number, priceList: number, discount: number, qty: number): CartItem => ({
  product_id: id,
  sto_id: `P${id}`,
  name: `PART ${id}`,
  image_url: null,
  price,
  price_list: priceList,
  discount_percent: discount,
  price_source: price === priceList ? 'daftar' : 'toko',
  qty,
  description: null,
  added_at: `2026-01-0${id}T00:00:00.000Z`,
  updated_at: `2026-01-0${id}T00:00:00.000Z`,
  superseded_by: null,
})
// an 11 % PPN on a DPP of 10/11, so that a figure right for 12 % × 11/12 would be wrong here
const TAX = { ppn_rate_percent: 11, dpp_numerator: 10, dpp_denominator: 11 }
const LINES = [
  line(1, 10_000, 10_000, 0, 2),
  // 12,5 % off 110.700
  line(2, 96_863, 110_700, 12.5, 4),
  // a net price above the list price: the store's price, nothing struck
  line(3, 52_000, 50_000, 0, 1),
]
const cart = (items: CartItem[]): CartResponse => ({ items, total_active_items: items.length, max_active_items: 200, tax: TAX })

function renderCart() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/user/keranjang']}>
          <Routes>
            <Route path="/user/keranjang" element={<CartPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const lineOf = (partNo: string) => screen.getAllByTestId('cart-line').find((el) => within(el).queryByText(partNo)) as HTMLElement

/** Each figure of the block, in its row, is the one orderTotals counts. */
function expectFigures(block: HTMLElement, expected: OrderTotals) {
  for (const key of Object.keys(expected) as (keyof OrderTotals)[]) {
    expect(within(block).getByTestId(`total-${key}`).textContent, key).toContain(formatRupiah(expected[key]))
  }
}

describe('prices in the cart', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    queryClient.clear()
  })
  afterEach(async () => {
    await cartSync.flush()
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows each line at the store’s price, the list price struck and the discount where it is lower', async () => {
    fakeFetch({ 'GET /api/cart': { status: 200, body: cart(LINES) } })
    renderCart()
    await screen.findByText('PART 2')
    const discounted = lineOf('P2')
    expect(within(discounted).getByTestId('line-price').textContent).toContain('Rp. 96.863')
    const struck = within(discounted).getByTestId('line-list-price')
    expect(struck.querySelector('del')?.textContent).toBe('Harga daftar Rp. 110.700')
    expect(struck.textContent).toContain('-12,5%')
    // the amount is the store's price × quantity
    expect(discounted.textContent).toContain('Rp. 387.452')
    expect(within(lineOf('P1')).queryByTestId('line-list-price')).toBeNull()
    expect(within(lineOf('P3')).queryByTestId('line-list-price')).toBeNull()
    expect(within(lineOf('P3')).getByTestId('line-price').textContent).toContain('Rp. 52.000')
  })

  it('sums the checked lines as the tax invoice does, in the summary and in the preview', async () => {
    fakeFetch({ 'GET /api/cart': { status: 200, body: cart(LINES) } })
    renderCart()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pilih P2' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih P3' }))
    const expected = orderTotals([LINES[1], LINES[2]], taxFromAnswer(TAX))
    // Subtotal 442.800 + 50.000; Harga Jual 387.452 + 52.000 = 439.452; DPP × 10/11 = 399.501;
    // PPN 11 % = 43.945; Total 483.397
    expect(expected).toEqual({
      subtotal: 492_800,
      diskon: 53_348,
      harga_jual: 439_452,
      dpp: 399_501,
      ppn: 43_945,
      total: 483_397,
    })

    const summary = screen.getByRole('region', { name: 'Ringkasan pesanan' })
    expect(within(summary).getByTestId('estimate-total').textContent).toBe('Rp. 483.397')
    expect(within(summary).getByText(PRICES_INCLUDE, { exact: false })).toBeTruthy()
    const detail = within(summary).getByRole('button', { name: 'Rincian' })
    expect(detail.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(detail)
    expect(detail.getAttribute('aria-expanded')).toBe('true')
    expectFigures(within(summary).getByTestId('totals-block'), expected)
    expect(within(summary).getByTestId('total-ppn').textContent).toContain('(11%)')
    expect(within(summary).getByTestId('total-dpp').textContent).toContain('(10/11)')

    fireEvent.click(within(summary).getByRole('button', { name: 'Kirim Estimasi' }))
    const dialog = await screen.findByRole('dialog')
    expectFigures(within(dialog).getByTestId('totals-block'), expected)
    expect(within(dialog).getByText(PRICE_NOTE)).toBeTruthy()
    expect(within(dialog).getByText('4 × Rp. 96.863')).toBeTruthy()
    expect(within(dialog).getByTestId('line-list-price').textContent).toBe('Harga daftar Rp. 110.700-12,5%')
  })

  it('follows a quantity change with every figure', async () => {
    fakeFetch({ 'GET /api/cart': { status: 200, body: cart(LINES) } })
    renderCart()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pilih P2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tambah qty P2' }))
    const summary = screen.getByRole('region', { name: 'Ringkasan pesanan' })
    fireEvent.click(within(summary).getByRole('button', { name: 'Rincian' }))
    const expected = orderTotals([{ ...LINES[1], qty: 5 }], taxFromAnswer(TAX))
    await waitFor(() => expectFigures(within(summary).getByTestId('totals-block'), expected))
    expect(within(summary).getByTestId('estimate-total').textContent).toBe(formatRupiah(expected.total))
  })
})
