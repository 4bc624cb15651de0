// @vitest-environment jsdom
// 'Ganti ke …' under a replaced line (product.md §2.11, §10.7) answers one press at a time: a double
// tap switches the line once. A second request would find the line gone and say 'Gagal' beside
// the success.
import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartSync } from '#web/features/cart/hooks/use-cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { theme } from '#web/lib/theme.ts'
import { doubleClick, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { CartPage } from './cart-page'

configure({ asyncUtilTimeout: 5_000 })

// the cart's sync engine writes to the app's one query client: the page reads that one too
function renderCart() {
  notifications.clean()
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

/** the PPN every cart answer carries (docs/product.md §10.11) */
const PPN = { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 }
const line = (id: number, over: object = {}) => ({
  product_id: id,
  sto_id: `P${id}`,
  name: `PART ${id}`,
  image_url: null,
  price: 10_000,
  price_list: 10_000,
  discount_percent: 0,
  price_source: 'daftar',
  qty: 2,
  description: null,
  added_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
})
const cartOf = (items: object[]): FakeAnswer => ({
  status: 200,
  body: { items, total_active_items: items.length, max_active_items: 200, tax: PPN },
})

describe("a double tap on 'Ganti ke …'", { timeout: 15_000 }, () => {
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

  it('switches the line once and says so once', async () => {
    const REPLACE = '/api/cart/items/1/replace'
    const replaced = line(1, { superseded_by: { product_id: 9, sto_id: 'P9', name: 'PART 9' } })
    const { calls } = fakeFetch({
      'GET /api/cart': cartOf([replaced]),
      'POST /api/cart/items/1/replace': [
        cartOf([line(9)]),
        { status: 404, body: { code: 'NOT_FOUND', detail: 'Gagal: item tidak ada di keranjang.' } },
      ],
    })
    renderCart()
    const offer = await screen.findByTestId('replacement-offer')
    doubleClick(within(offer).getByRole('button', { name: 'Ganti P1 ke P9' }))
    const sent = () => calls.filter((c) => c.method === 'POST' && c.path === REPLACE)
    await waitFor(() => expect(sent().length).toBeGreaterThan(0))
    await settle()
    expect(sent()).toHaveLength(1)
    expect(await screen.findByText('P1 diganti P9 di keranjang')).toBeTruthy()
    expect(screen.queryByText(/Gagal/)).toBeNull()
    expect(screen.getByText('PART 9')).toBeTruthy()
  })
})
