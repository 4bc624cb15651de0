import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'

let t: TestApp
let productIds: number[]
let storeId: number
let n = 0

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db, 'JKT01')
  storeId = (await buildStore(t.database.db, branch.id)).id
  await buildUser(t.database.db, { username: 'staf.cart', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
  const rows = await t.database.db
    .insertInto('products')
    .values(
      Array.from({ length: 205 }, (_, i) => ({
        sto_id: `CART${String(i).padStart(4, '0')}`,
        name: `PART ${i}`,
        price: 1_000 * (i + 1),
      })),
    )
    .returning('id')
    .execute()
  productIds = rows.map((r) => r.id)
})
afterAll(() => t.close())

async function newBuyer() {
  const username = `beli.${++n}`
  await buildUser(t.database.db, { username, password: 'rahasia1', roles: ['user'], storeId })
  const agent = new Agent(t.app)
  await agent.login(username, 'rahasia1')
  return agent
}

const patch = (agent: Agent, id: number | string, body: unknown) => agent.request('PATCH', `/api/cart/items/${id}`, body)

describe('cart items', () => {
  it('adds, sums repeated adds, and answers the cart in the order of first addition', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: productIds[2], qty: 3 })
    t.clock.advance(1_000)
    await buyer.post('/api/cart/items', { product_id: productIds[0], qty: 1, description: 'warna hitam' })
    t.clock.advance(1_000)
    const res = await buyer.post('/api/cart/items', { product_id: productIds[2], qty: 4 })
    expect(res.statusCode).toBe(200)
    const cart = res.json()
    expect(cart.items.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty])).toEqual([
      [productIds[2], 7],
      [productIds[0], 1],
    ])
    expect(cart).toMatchObject({ total_active_items: 2, max_active_items: 200 })
    expect(cart.items[1]).toMatchObject({ sto_id: 'CART0000', price: 1_000, description: 'warna hitam' })
  })

  it('keeps 999 per product and says how many can still be added', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: productIds[1], qty: 990 })
    const over = await buyer.post('/api/cart/items', { product_id: productIds[1], qty: 10 })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ code: 'CART_QTY_LIMIT', detail: 'Maks 999/produk. Masih bisa tambah 9', remaining: 9 })
    await buyer.post('/api/cart/items', { product_id: productIds[1], qty: 9 })
    const full = await buyer.post('/api/cart/items', { product_id: productIds[1], qty: 1 })
    expect(full.json().detail).toBe('Maksimal 999 per produk sudah tercapai')
  })

  it('refuses quantities that are not integers 1..999 and notes over 100 characters', async () => {
    const buyer = await newBuyer()
    for (const qty of [0, 1000, -1, 2.5, '5', true, [5], null]) {
      const res = await buyer.post('/api/cart/items', { product_id: productIds[0], qty })
      expect(res.statusCode, JSON.stringify(qty)).toBe(400)
    }
    expect(
      (await buyer.post('/api/cart/items', { product_id: productIds[0], qty: 1, description: 'x'.repeat(101) })).statusCode,
    ).toBe(400)
    expect((await buyer.post('/api/cart/items', { product_id: productIds[0], qty: 1, price: 1 })).statusCode).toBe(400)
    expect((await buyer.post('/api/cart/items', { product_id: 99_999_999, qty: 1 })).statusCode).toBe(404)
    await buyer.post('/api/cart/items', { product_id: productIds[0], qty: 1 })
    expect((await patch(buyer, productIds[0], { qty: 0 })).statusCode).toBe(400)
    expect((await patch(buyer, productIds[0], { qty: 5, description: 'y'.repeat(100) })).statusCode).toBe(200)
  })

  it('stops at 200 active items with the spec message', async () => {
    const buyer = await newBuyer()
    const userId = (await buyer.get('/api/auth/me')).json().id
    await t.database.db.insertInto('carts').values({ user_id: userId }).execute()
    await t.database.db
      .insertInto('cart_items')
      .values(productIds.slice(0, 200).map((id) => ({ user_id: userId, product_id: id, qty: 1 })))
      .execute()
    const res = await buyer.post('/api/cart/items', { product_id: productIds[200], qty: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'CART_FULL',
      detail: 'Keranjang sudah penuh (maks 200 item). Bersihkan sebagian item terlebih dahulu',
      max_active_items: 200,
    })
    // adding to an item already in the cart is still fine
    expect((await buyer.post('/api/cart/items', { product_id: productIds[0], qty: 1 })).statusCode).toBe(200)
  })

  it('sets, removes and clears only within the own cart', async () => {
    const a = await newBuyer()
    const b = await newBuyer()
    await a.post('/api/cart/items', { product_id: productIds[5], qty: 2 })
    await a.post('/api/cart/items', { product_id: productIds[6], qty: 2 })
    expect((await b.get('/api/cart')).json().items).toEqual([])
    expect((await patch(b, productIds[5], { qty: 9 })).statusCode).toBe(404)
    await b.request('DELETE', `/api/cart/items/${productIds[5]}`)
    await b.request('DELETE', '/api/cart')
    expect((await a.get('/api/cart')).json().items.map((i: { qty: number }) => i.qty)).toEqual([2, 2])

    expect((await patch(a, productIds[5], { qty: 9 })).json().items[0].qty).toBe(9)
    expect((await a.request('DELETE', `/api/cart/items/${productIds[5]}`)).json().total_active_items).toBe(1)
    expect((await a.request('DELETE', '/api/cart')).json().total_active_items).toBe(0)
    expect((await patch(a, 'abc', { qty: 1 })).statusCode).toBe(404)
  })

  it('is for buyers only', async () => {
    expect((await new Agent(t.app).get('/api/cart')).statusCode).toBe(401)
    const staff = new Agent(t.app)
    await staff.login('staf.cart', 'rahasia1')
    expect((await staff.get('/api/cart')).statusCode).toBe(403)
    expect((await staff.post('/api/cart/items', { product_id: productIds[0], qty: 1 })).statusCode).toBe(403)
  })
})

describe('POST /api/cart/checkout', () => {
  async function cartWith(buyer: Agent, indexes: number[]) {
    for (const i of indexes) {
      await buyer.post('/api/cart/items', { product_id: productIds[i], qty: i + 1, description: `catatan ${i}` })
      t.clock.advance(1_000)
    }
  }

  it('creates one estimate from the chosen items, snapshots them, and leaves the rest in the cart', async () => {
    const buyer = await newBuyer()
    await cartWith(buyer, [10, 11, 12])
    const res = await buyer.post('/api/cart/checkout', {
      product_ids: [productIds[12], productIds[10]],
      note_user: 'Kirim Jumat',
    })
    expect(res.statusCode).toBe(201)
    const { order_id, no_transaksi } = res.json()
    expect(no_transaksi).toMatch(/^DPO\/JKT01\/\d{6}\/\d{5}$/)
    const db = t.database.db
    const order = await db.selectFrom('orders').selectAll().where('id', '=', order_id).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 1, source: 'cart', note_user: 'Kirim Jumat', store_id: storeId })
    const lines = await db.selectFrom('order_items').selectAll().where('order_id', '=', order_id).orderBy('line_no').execute()
    expect(lines.map((l) => [l.part_no, l.qty_estimasi, Number(l.price), l.note_user])).toEqual([
      ['CART0010', 11, 11_000, 'catatan 10'],
      ['CART0012', 13, 13_000, 'catatan 12'],
    ])
    const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', order_id).execute()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ action: 'create', to_status: 1, actor_role: 'user' })
    expect((await buyer.get('/api/cart')).json().items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['CART0011'])
    // a price change later does not touch the order's snapshot
    await db.updateTable('products').set({ price: 1 }).where('sto_id', '=', 'CART0010').execute()
    const again = await db
      .selectFrom('order_items')
      .select('price')
      .where('order_id', '=', order_id)
      .where('part_no', '=', 'CART0010')
      .executeTakeFirstOrThrow()
    expect(Number(again.price)).toBe(11_000)
  })

  it('changes nothing when repeated, or when any chosen item is not in the cart', async () => {
    const buyer = await newBuyer()
    await cartWith(buyer, [20, 21])
    const body = { product_ids: [productIds[20]], note_user: '' }
    const countOrders = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect((await buyer.post('/api/cart/checkout', body)).statusCode).toBe(201)
    const before = await countOrders()
    const repeat = await buyer.post('/api/cart/checkout', body)
    expect(repeat.statusCode).toBe(409)
    expect(repeat.json().code).toBe('CART_ITEMS_MISSING')
    const mixed = await buyer.post('/api/cart/checkout', { product_ids: [productIds[21], productIds[20]] })
    expect(mixed.statusCode).toBe(409)
    expect(await countOrders()).toBe(before)
    expect((await buyer.get('/api/cart')).json().items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['CART0021'])
  })

  it('lets exactly one of two simultaneous checkouts of the same items through', async () => {
    const buyer = await newBuyer()
    await cartWith(buyer, [30, 31])
    const body = { product_ids: [productIds[30], productIds[31]] }
    const results = await Promise.all([buyer.post('/api/cart/checkout', body), buyer.post('/api/cart/checkout', body)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })

  it('refuses more than 50 items, duplicates, empty selections and long notes', async () => {
    const buyer = await newBuyer()
    const cases = [
      { product_ids: productIds.slice(0, 51) },
      { product_ids: [productIds[0], productIds[0]] },
      { product_ids: [] },
      { product_ids: [productIds[0]], note_user: 'x'.repeat(101) },
      { product_ids: [String(productIds[0])] },
    ]
    for (const body of cases) expect((await buyer.post('/api/cart/checkout', body)).statusCode).toBe(400)
  })
})
