import { QueryClient } from '@tanstack/react-query'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import { cartQueryKey } from '../api/get-cart'
import { CartSync, REORDER_DELAY_MS, SYNC_DELAY_MS } from './cart-sync'

// Adds on the screen reach the server as quantities to join: whatever else put the same part in
// the cart meanwhile (a card of a number it replaced, another tab, 'Pesan Lagi'), nothing is lost.

const product = (id: number) => ({
  id,
  sto_id: `P${id}`,
  name: `PART ${id}`,
  price: 1000,
  price_list: 1000,
  discount_percent: 0,
  price_source: 'daftar' as const,
  image: null,
})
const cartOf = (lines: ReadonlyMap<number, number>): CartResponse => ({
  items: [...lines].map(([id, qty]) => ({
    product_id: id,
    sto_id: `P${id}`,
    name: `PART ${id}`,
    image_url: null,
    price: 1000,
    price_list: 1000,
    discount_percent: 0,
    price_source: 'daftar' as const,
    qty,
    description: null,
    added_at: '',
    updated_at: '',
    superseded_by: null,
  })),
  total_active_items: lines.size,
  max_active_items: 200,
  tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
})

/** A server that sums adds and sets lines, answering after `delayMs`, as the real one does. */
function fakeServer(initial: Array<[number, number]> = [], delayMs = 0) {
  const lines = new Map(initial)
  const later = <T>(answer: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer()), delayMs))
  const api = {
    add: vi.fn((id: number, qty: number) =>
      later(() => {
        lines.set(id, Math.min(999, (lines.get(id) ?? 0) + qty))
        return cartOf(lines)
      }),
    ),
    set: vi.fn((id: number, qty: number) =>
      later(() => {
        lines.set(id, qty)
        return cartOf(lines)
      }),
    ),
    remove: vi.fn((id: number) =>
      later(() => {
        lines.delete(id)
        return cartOf(lines)
      }),
    ),
    clear: vi.fn(() =>
      later(() => {
        lines.clear()
        return cartOf(lines)
      }),
    ),
  }
  /** another writer (a replaced number's add, another tab): answers the cart after it */
  const addElsewhere = (id: number, qty: number) => {
    lines.set(id, Math.min(999, (lines.get(id) ?? 0) + qty))
    return cartOf(lines)
  }
  return { lines, api, addElsewhere }
}

function setup(server: ReturnType<typeof fakeServer>) {
  const client = new QueryClient()
  const sync = new CartSync(client, server.api, () => undefined)
  client.setQueryDefaults(cartQueryKey, { queryFn: async () => sync.present(cartOf(server.lines)) })
  sync.take(cartOf(server.lines))
  const shown = () => client.getQueryData<CartResponse>(cartQueryKey)?.items.map((i) => [i.product_id, i.qty])
  return { sync, shown }
}

describe('CartSync joins adds on the server', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends an add of a part the server holds as the quantity to join, not as a total', async () => {
    const server = fakeServer([[1, 3]])
    const { sync } = setup(server)
    sync.add(product(1), 4)
    // the server's line grew meanwhile (another tab)
    server.addElsewhere(1, 5)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + 1)
    expect(server.api.add.mock.calls).toEqual([[1, 4, null]])
    expect(server.api.set).not.toHaveBeenCalled()
    expect(server.lines.get(1)).toBe(12)
  })

  it('keeps a waiting add on top of a cart another call answered, and both count', async () => {
    const server = fakeServer()
    const { sync, shown } = setup(server)
    sync.add(product(26), 4)
    // a card of a number 26 replaced: the server adds 3 of 26 and answers its cart
    sync.take(server.addElsewhere(26, 3))
    expect(shown()).toEqual([[26, 7]])
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + REORDER_DELAY_MS)
    expect(server.lines.get(26)).toBe(7)
    expect(shown()).toEqual([[26, 7]])
  })

  it('sends an add made while a call of the part is out right after it, joined too', async () => {
    const server = fakeServer([], 300)
    const { sync } = setup(server)
    sync.add(product(2), 4)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(server.api.add).toHaveBeenCalledTimes(1)
    sync.add(product(2), 3)
    server.addElsewhere(2, 5)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    await vi.advanceTimersByTimeAsync(600)
    expect(server.api.add.mock.calls).toEqual([
      [2, 4, null],
      [2, 3, null],
    ])
    expect(server.lines.get(2)).toBe(12)
  })

  it('has every change sent and answered when flushed', async () => {
    const server = fakeServer([], 200)
    const { sync } = setup(server)
    sync.add(product(3), 2)
    sync.add(product(4), 1)
    const flushed = sync.flush()
    await vi.advanceTimersByTimeAsync(200)
    await flushed
    expect(Object.fromEntries(server.lines)).toEqual({ 3: 2, 4: 1 })
  })

  it('ends with the sum of every add of a part, whatever their order and timing', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('screen' as const), qty: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('elsewhere' as const), qty: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 900 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), fc.integer({ min: 0, max: 500 }), async (steps, delayMs) => {
        const server = fakeServer([], delayMs)
        const { sync, shown } = setup(server)
        let total = 0
        for (const s of steps) {
          if (s.kind === 'wait') await vi.advanceTimersByTimeAsync(s.ms)
          else if (s.kind === 'screen' && sync.add(product(9), s.qty).ok) total += s.qty
          else if (s.kind === 'elsewhere') {
            total += s.qty
            sync.take(server.addElsewhere(9, s.qty))
          }
        }
        await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS + 4 * delayMs + 2 * REORDER_DELAY_MS + 100)
        expect(server.lines.get(9) ?? 0).toBe(total)
        expect(shown()).toEqual(total ? [[9, total]] : [])
      }),
      { numRuns: 60 },
    )
  })
})
