import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import { ApiError } from '#web/api/client.ts'
import { cartQueryKey } from '../api/get-cart'
import { CartSync, REORDER_DELAY_MS, SYNC_DELAY_MS } from './cart-sync'

const product = (id: number) => ({
  id,
  sto_id: `P${id}`,
  name: `PART ${id}`,
  price: 1000 * id,
  price_list: 1000 * id,
  discount_percent: 0,
  price_source: 'daftar' as const,
  image: null,
})
const serverCart = (items: Array<[number, number]>): CartResponse => ({
  items: items.map(([id, qty]) => ({
    product_id: id,
    sto_id: `P${id}`,
    name: `PART ${id}`,
    image_url: null,
    price: 1000 * id,
    price_list: 1000 * id,
    discount_percent: 0,
    price_source: 'daftar' as const,
    qty,
    description: null,
    added_at: '',
    updated_at: '',
    superseded_by: null,
  })),
  total_active_items: items.length,
  max_active_items: 200,
  tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
})

function setup(initial: CartResponse = serverCart([]), reloaded: CartResponse = initial, learned = true) {
  const client = new QueryClient()
  client.setQueryDefaults(cartQueryKey, { queryFn: async () => reloaded })
  client.setQueryData(cartQueryKey, initial)
  const api = {
    add: vi.fn(async (id: number, qty: number) => serverCart([[id, qty]])),
    set: vi.fn(async (id: number, qty: number) => serverCart([[id, qty]])),
    remove: vi.fn(async () => serverCart([])),
    clear: vi.fn(async () => serverCart([])),
  }
  const errors: string[] = []
  const sync = new CartSync(client, api, (message) => errors.push(message))
  if (learned) sync.learn(initial)
  const local = () => client.getQueryData<CartResponse>(cartQueryKey)?.items.map((i) => [i.product_id, i.qty])
  return { client, api, sync, errors, local }
}

describe('CartSync', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('changes the cart at once and sends one call per part 400 ms after its last change', async () => {
    const { api, sync, local } = setup()
    sync.add(product(1), 2)
    sync.add(product(1), 3)
    sync.add(product(2), 1)
    expect(local()).toEqual([
      [1, 5],
      [2, 1],
    ])
    expect(api.add).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS - 1)
    expect(api.add).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(api.add.mock.calls).toEqual([
      [1, 5, null],
      [2, 1, null],
    ])
  })

  it('patches parts the server already has and deletes at quantity 0', async () => {
    const { api, sync, local } = setup(serverCart([[7, 4]]))
    sync.setQty(7, 9)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(api.set).toHaveBeenCalledWith(7, 9, null)
    sync.setQty(7, 0)
    expect(local()).toEqual([])
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(api.remove).toHaveBeenCalledWith(7)
  })

  it("knows the server's parts from a cart that came with a server-rendered page, never read through it", async () => {
    const { api, sync, local } = setup(
      serverCart([
        [7, 4],
        [8, 2],
      ]),
      undefined,
      false,
    )
    // removed on screen first: the server still holds it, so it is deleted there
    sync.setQty(7, 0)
    sync.setQty(8, 5)
    expect(local()).toEqual([[8, 5]])
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(api.remove).toHaveBeenCalledWith(7)
    expect(api.set).toHaveBeenCalledWith(8, 5, null)
    expect(api.add).not.toHaveBeenCalled()
  })

  it('sends nothing for a part added and removed within the debounce', async () => {
    const { api, sync } = setup()
    sync.add(product(3), 1)
    sync.remove(3)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS * 2)
    expect(api.add).not.toHaveBeenCalled()
    expect(api.remove).not.toHaveBeenCalled()
  })

  it('refuses above 999 per part and a new part in a full cart, without calling the server', async () => {
    const { api, sync } = setup(serverCart([[1, 995]]))
    expect(sync.add(product(1), 5)).toMatchObject({ ok: false, message: 'Maks 999/produk. Masih bisa tambah 4' })
    expect(sync.add(product(1), 4)).toMatchObject({ ok: true, message: '4 qty ditambahkan' })
    expect(sync.add(product(1), 1)).toMatchObject({ ok: false, message: 'Maksimal 999 per produk sudah tercapai' })
    const full = setup({ ...serverCart(Array.from({ length: 200 }, (_, i): [number, number] => [i + 10, 1])) })
    expect(full.sync.add(product(1), 1)).toMatchObject({
      ok: false,
      full: true,
      message: 'Keranjang sudah penuh (maks 200 item). Bersihkan sebagian item terlebih dahulu',
    })
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    // only the add that fitted went, as a quantity to join
    expect(api.add.mock.calls).toEqual([[1, 4, null]])
    expect(full.api.add).not.toHaveBeenCalled()
  })

  it('reloads the cart from the server and reports when a call fails', async () => {
    const { api, sync, errors, local } = setup(serverCart([]), serverCart([[8, 1]]))
    api.add.mockRejectedValueOnce(
      new ApiError(409, {
        code: 'CART_FULL',
        detail: 'Keranjang sudah penuh (maks 200 item). Bersihkan sebagian item terlebih dahulu',
      }),
    )
    sync.add(product(5), 1)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    await vi.waitFor(() => expect(local()).toEqual([[8, 1]]))
    expect(errors).toEqual(['Keranjang sudah penuh (maks 200 item). Bersihkan sebagian item terlebih dahulu'])
  })

  it('keeps notes to 100 characters', async () => {
    const { api, sync } = setup(serverCart([[4, 1]]))
    sync.setNote(4, 'x'.repeat(150))
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(api.set).toHaveBeenCalledWith(4, 1, 'x'.repeat(100))
  })
})

describe('CartSync settling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks the server for its cart once the edits are sent, and an emptied cart stays empty', async () => {
    const { api, sync, local } = setup(serverCart([]), serverCart([[1, 2]]))
    sync.add(product(1), 2)
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS)
    expect(api.add).toHaveBeenCalledTimes(1)
    await sync.clear()
    await vi.advanceTimersByTimeAsync(REORDER_DELAY_MS * 2)
    expect(local()).toEqual([])
  })
})
