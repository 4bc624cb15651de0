// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { cartQueryKey } from '../api/get-cart'
import { REORDER_DELAY_MS, SYNC_DELAY_MS } from '../logic/cart-sync'
import { cartHandoff, cartSync, useCart } from './use-cart'

// Adds of one current part from several places (its own card, a card of a number it replaced,
// 'Sering Dipesan', 'Pesan Lagi') all count, whichever answer comes first (docs/product.md §2.6,
// §10.7): the buyer's cart as every screen uses it, against a server that sums as the real one.

const CURRENT = {
  id: 26,
  sto_id: 'MZ320026',
  name: 'CLAMP',
  price: 15_000,
  price_list: 15_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  image: null,
  superseded_by: null,
}
const REPLACED = {
  id: 1,
  sto_id: 'MZ320001',
  name: 'CLAMP LAMA',
  price: 15_000,
  price_list: 15_000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  image: null,
  superseded_by: 'MZ320026',
}
const empty: CartResponse = {
  items: [],
  total_active_items: 0,
  max_active_items: 200,
  tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
}

function fakeCartServer() {
  const lines = new Map<number, number>()
  const cart = (): CartResponse => ({
    ...empty,
    total_active_items: lines.size,
    items: [...lines].map(([product_id, qty]) => ({
      product_id,
      sto_id: CURRENT.sto_id,
      name: CURRENT.name,
      image_url: null,
      price: CURRENT.price,
      price_list: CURRENT.price,
      discount_percent: 0,
      price_source: 'daftar' as const,
      qty,
      description: null,
      added_at: '',
      updated_at: '',
      superseded_by: null,
    })),
  })
  /** another writer: 'Pesan Lagi' on the server, say */
  const addOnServer = (qty: number) => {
    lines.set(CURRENT.id, (lines.get(CURRENT.id) ?? 0) + qty)
    return cart()
  }
  const calls: string[] = []
  const seed = (qty: number) => {
    lines.set(CURRENT.id, qty)
    return cart()
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const method = init.method ?? 'GET'
      const body = init.body ? JSON.parse(String(init.body)) : {}
      calls.push(`${method} ${path}`)
      let answer: unknown = cart()
      const room = 999 - (lines.get(CURRENT.id) ?? 0)
      if (method === 'POST' && path === '/api/cart/items' && body.qty > room) {
        const detail = `Maks 999/produk. Masih bisa tambah ${room}`
        return new Response(JSON.stringify({ code: 'CART_QTY_LIMIT', detail, remaining: room }), { status: 422 })
      }
      if (method === 'POST' && path === '/api/cart/items') {
        addOnServer(body.qty)
        answer = { ...cart(), replaced: body.product_id === REPLACED.id ? { from: 'MZ320001', to: 'MZ320026' } : null }
      } else if (method === 'PATCH') {
        lines.set(CURRENT.id, body.qty)
        answer = cart()
      }
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return { lines, calls, addOnServer, seed }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)
const shown = () => queryClient.getQueryData<CartResponse>(cartQueryKey)?.items.map((i) => [i.sto_id, i.qty])

describe('adds of one part from several places', () => {
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

  it('counts a card of the part and a card of the number it replaced, the replaced answer first', async () => {
    const server = fakeCartServer()
    const cart = renderHook(() => useCart(), { wrapper }).result.current
    expect(await cart.add(CURRENT, 4)).toBe(true)
    expect(await cart.add(REPLACED, 3)).toBe(true)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + REORDER_DELAY_MS + 10)
    expect(server.lines.get(CURRENT.id)).toBe(7)
    expect(shown()).toEqual([['MZ320026', 7]])
  })

  it('counts the number replaced first, then the part itself', async () => {
    const server = fakeCartServer()
    const cart = renderHook(() => useCart(), { wrapper }).result.current
    await cart.add(REPLACED, 3)
    await cart.add(CURRENT, 4)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + REORDER_DELAY_MS + 10)
    expect(server.lines.get(CURRENT.id)).toBe(7)
    expect(shown()).toEqual([['MZ320026', 7]])
  })

  it('refuses the one that would pass 999 with the room left, and keeps the other', async () => {
    const server = fakeCartServer()
    const held = server.seed(990)
    queryClient.setQueryData(cartQueryKey, held)
    cartSync.learn(held)
    const toasts = vi.spyOn(notifications, 'show')
    const cart = renderHook(() => useCart(), { wrapper }).result.current
    expect(await cart.add(CURRENT, 5)).toBe(true)
    // the card of the old number keeps its quantity: the buyer sees what did not go in
    expect(await cart.add(REPLACED, 5)).toBe(false)
    expect(toasts).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Maks 999/produk. Masih bisa tambah 4', color: 'orange' }),
    )
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + REORDER_DELAY_MS + 10)
    expect(server.lines.get(CURRENT.id)).toBe(995)
    expect(shown()).toEqual([['MZ320026', 995]])
  })

  it("keeps an add waiting for its delay when 'Pesan Lagi' hands in the cart it filled", async () => {
    const server = fakeCartServer()
    const cart = renderHook(() => useCart(), { wrapper }).result.current
    await cart.add(CURRENT, 4)
    // the order page hands in the cart its call answered, with 5 more of the part
    cartHandoff.take(server.addOnServer(5))
    expect(shown()).toEqual([['MZ320026', 9]])
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + REORDER_DELAY_MS + 10)
    expect(server.lines.get(CURRENT.id)).toBe(9)
    expect(shown()).toEqual([['MZ320026', 9]])
    expect(server.calls).not.toContain('PATCH /api/cart/items/26')
  })
})
