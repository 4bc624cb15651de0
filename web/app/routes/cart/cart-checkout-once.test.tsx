// @vitest-environment jsdom
// 'Ya, Kirim Estimasi' answers once per press (product.md §2.8, §10.3): a double click makes one
// estimate, says so once and opens it; the second press never meets the emptied cart (409).
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmsWhenNeeded } from '#web/components/confirms-when-needed.tsx'
import { cartSync } from '#web/features/cart/hooks/use-cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { theme } from '#web/lib/theme.ts'
import { fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { CartPage } from './cart-page'

/** the PPN every cart answer carries (docs/product.md §10.11) */
const PPN = { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 }
const line = {
  product_id: 1,
  sto_id: 'P1',
  name: 'PART 1',
  image_url: null,
  price: 10_000,
  price_list: 10_000,
  discount_percent: 0,
  price_source: 'daftar',
  qty: 2,
  description: null,
  added_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
const cart = (items: (typeof line)[]) => ({
  status: 200,
  body: { items, total_active_items: items.length, max_active_items: 200, tax: PPN },
})

describe('sending the estimate', () => {
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

  it('makes one estimate on a double click and says so once', async () => {
    const { calls } = fakeFetch({
      'GET /api/cart': [cart([line]), cart([])],
      'POST /api/cart/checkout': [
        { status: 201, body: { order_id: 42, no_transaksi: 'DPO/JKT01/202601/00042' } },
        { status: 409, body: { code: 'CART_ITEMS_MISSING', detail: 'Item tidak ada lagi di keranjang.' } },
      ],
    })
    // the cart's sync engine writes to the app's one query client: the page reads that one too
    render(
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <ConfirmsWhenNeeded />
          <MemoryRouter initialEntries={['/user/keranjang']}>
            <Routes>
              <Route path="/user/keranjang" element={<CartPage />} />
              <Route path="/user/pesanan/estimasi/:id" element={<p>ESTIMATE DETAIL</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    )
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pilih P1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Estimasi' }))
    const send = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Kirim Estimasi' })
    fireEvent.click(send)
    fireEvent.click(send)
    await screen.findByText('ESTIMATE DETAIL')
    expect(await screen.findByText('Estimasi DPO/JKT01/202601/00042 berhasil dibuat')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(calls.filter((c) => c.path === '/api/cart/checkout')).toHaveLength(1)
    expect(screen.queryByText(/Gagal/)).toBeNull()
  })
})
