// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { fakeFetch } from '#web/test-utils/render.tsx'
import { cartQueryKey } from '../api/get-cart'
import { cartSync } from '../hooks/use-cart'
import { SYNC_DELAY_MS } from './cart-sync'

// A part added just before the page is left (a reload, a typed address, the tab closed) still
// reaches the server: the change waiting for its 400 ms goes at once, as a keepalive request.

const empty: CartResponse = {
  items: [],
  total_active_items: 0,
  max_active_items: 150,
  tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
}
const part = {
  id: 7,
  sto_id: '1230A046',
  name: 'FILTER OLI',
  price: 25_000,
  price_list: 25_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  image: null,
}

beforeEach(() => {
  vi.useFakeTimers()
  document.cookie = 'csrf=tok; path=/'
  queryClient.setQueryData(cartQueryKey, empty)
  cartSync.learn(empty)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  queryClient.clear()
})

it('sends a waiting change when the page is hidden, before its delay, and lets it outlive the page', async () => {
  const { calls, fetchMock } = fakeFetch({ 'POST /api/cart/items': { status: 200, body: { ...empty, items: [] } } })
  cartSync.add(part, 2)
  expect(calls).toHaveLength(0)

  window.dispatchEvent(new Event('pagehide'))
  await vi.advanceTimersByTimeAsync(0)
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart/items'])
  expect(calls[0].body).toBe('{"product_id":7,"qty":2}')
  expect(fetchMock.mock.calls[0][1]).toMatchObject({ keepalive: true })

  // and nothing is sent a second time when the delay would have run out
  await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS * 2)
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
})
