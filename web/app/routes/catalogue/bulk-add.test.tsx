// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import type { ProductWithStock } from '#common/catalogue.ts'
import { cartQueryKey } from '#web/features/cart/api/get-cart.ts'
import { cartSync } from '#web/features/cart/hooks/use-cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { theme } from '#web/lib/theme.ts'
import { installDomShims } from '#web/test-utils/render.tsx'
import { CataloguePage } from './catalogue-page'

// The bulk bar with the real cart: 4 typed on MZ320026 and 3 on MZ320001 (replaced by MZ320026)
// end as 7 of MZ320026 in the cart, whatever the order typed and however slow the answers come
// (docs/product.md §2.6, §10.6).

const part = (id: number, sto_id: string, superseded_by: string | null): ProductWithStock => ({
  id,
  sto_id,
  name: `CLAMP ${sto_id}`,
  sto_name: `CLAMP ${sto_id}`,
  unit: 'PCS',
  supersedes: [],
  superseded_by,
  image: null,
  price: 15_000,
  price_list: 15_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  price_local: 15_000,
  available: true,
  overlay: { matched: true, price_osc: 15_000 },
})
const CURRENT = part(26, 'MZ320026', null)
const REPLACED = part(1, 'MZ320001', 'MZ320026')

/** The server's side of the cart: adds join (a replaced number as its current part), sets set. */
function fakeCartServer(answerDelayMs: number) {
  const lines = new Map<number, number>()
  const cart = (): CartResponse => ({
    items: [...lines].map(([product_id, qty]) => ({
      product_id,
      sto_id: 'MZ320026',
      name: CURRENT.name,
      image_url: null,
      price: CURRENT.price,
      price_list: CURRENT.price,
      discount_percent: 0,
      price_source: 'daftar' as const,
      qty,
      description: null,
      added_at: '2026-11-20T01:00:00Z',
      updated_at: '2026-11-20T01:00:00Z',
      superseded_by: null,
    })),
    total_active_items: lines.size,
    max_active_items: 200,
    tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
  })
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  const answer = async (url: URL, method: string, body: Record<string, number>) => {
    if (url.pathname === '/api/products-osc') {
      const items = [CURRENT, REPLACED]
      return json({ items, total: 2, total_capped: false, has_next: false, next_cursor: null, osc_error: null })
    }
    if (url.pathname === '/api/cart' && method === 'GET') return json(cart())
    if (url.pathname === '/api/cart/items' && method === 'POST') {
      const replaced = body.product_id === REPLACED.id
      lines.set(CURRENT.id, (lines.get(CURRENT.id) ?? 0) + body.qty)
      return json({ ...cart(), replaced: replaced ? { from: 'MZ320001', to: 'MZ320026' } : null })
    }
    if (url.pathname === `/api/cart/items/${CURRENT.id}` && method === 'PATCH') {
      lines.set(CURRENT.id, body.qty)
      return json(cart())
    }
    return new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'Tidak ada' }), { status: 404 })
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init.method ?? 'GET'
      const body = init.body ? JSON.parse(String(init.body)) : {}
      // the answer is made when it arrives, as a server that took this long would
      if (method !== 'GET') await new Promise((resolve) => setTimeout(resolve, answerDelayMs))
      return answer(url, method, body)
    }),
  )
  return { lines }
}

function renderCatalogue() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/user/produk/all']}>
          <Routes>
            <Route path="/user/produk/all" element={<CataloguePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const shownQty = () => queryClient.getQueryData<CartResponse>(cartQueryKey)?.items.map((i) => [i.sto_id, i.qty])

describe("the catalogue's bulk bar with a part and the number it replaced", () => {
  beforeAll(() => {
    installDomShims()
    window.scrollTo = () => undefined
  })
  beforeEach(() => {
    sessionStorage.clear()
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(async () => {
    await cartSync.flush()
    cleanup()
    vi.unstubAllGlobals()
    queryClient.clear()
  })

  const cases = [
    { name: 'quick answers, the current part typed first', delay: 0, order: [CURRENT, REPLACED] },
    { name: 'slow answers, the current part typed first', delay: 700, order: [CURRENT, REPLACED] },
    { name: 'quick answers, the replaced number typed first', delay: 0, order: [REPLACED, CURRENT] },
    { name: 'slow answers, the replaced number typed first', delay: 700, order: [REPLACED, CURRENT] },
  ]
  it.each(cases)(
    'puts 4 + 3 = 7 of MZ320026 in the cart ($name)',
    async ({ delay, order }) => {
      const server = fakeCartServer(delay)
      renderCatalogue()
      const typed = { MZ320026: '4', MZ320001: '3' }
      for (const card of order) {
        fireEvent.change(await screen.findByLabelText(`Jumlah ${card.sto_id}`), {
          target: { value: typed[card.sto_id as keyof typeof typed] },
        })
      }
      fireEvent.click(screen.getByRole('button', { name: '+ Keranjang (2)' }))
      await waitFor(() => expect(screen.queryByRole('button', { name: /\+ Keranjang/ })).toBeNull(), { timeout: 5_000 })
      await waitFor(() => expect(server.lines.get(CURRENT.id)).toBe(7), { timeout: 5_000 })
      // and the screen settles on what the server holds, never dropping back
      await new Promise((resolve) => setTimeout(resolve, 1_500 + 2 * delay))
      expect(server.lines.get(CURRENT.id)).toBe(7)
      expect(shownQty()).toEqual([['MZ320026', 7]])
    },
    15_000,
  )
})
