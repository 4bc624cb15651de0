import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartAddResponse, CartResponse } from '#common/cart.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'

// The clock of the test app reads 2026-11-20 in Jakarta.
let t: TestApp
let storeId: number
let n = 0
const id = new Map<string, number>()

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db)
  storeId = (await buildStore(db, branch.id)).id
  for (const sto_id of ['OLD100', 'MID100', 'NEW100', 'LATE200', 'NEXT200', 'KEEP300']) {
    id.set(sto_id, (await buildProduct(db, { sto_id })).id)
  }
  await db
    .insertInto('part_supersessions')
    .values([
      { old_part_no: 'OLD100', new_part_no: 'MID100', kind: 'replace', effective_date: '2025-01-01', source: null },
      { old_part_no: 'MID100', new_part_no: 'NEW100', kind: 'interchangeable', effective_date: '2026-01-01', source: null },
    ])
    .execute()
  await buildUser(db, { username: 'staf.ganti', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
})
afterAll(() => t.close())

async function newBuyer() {
  const username = `ganti.${++n}`
  await buildUser(t.database.db, { username, password: 'rahasia1', roles: ['user'], storeId })
  const agent = new Agent(t.app)
  await agent.login(username, 'rahasia1')
  return agent
}
const lines = (cart: CartResponse) => cart.items.map((i) => [i.sto_id, i.qty])

describe('adding a replaced part', () => {
  it('adds the current part at the end of the chain and says so', async () => {
    const buyer = await newBuyer()
    const res = await buyer.post('/api/cart/items', { product_id: id.get('OLD100'), qty: 2 })
    expect(res.statusCode, res.body).toBe(200)
    const cart = res.json() as CartAddResponse
    expect(cart.replaced).toEqual({ from: 'OLD100', to: 'NEW100' })
    expect(lines(cart)).toEqual([['NEW100', 2]])
    // a part that is current answers replaced: null
    const plain = (await buyer.post('/api/cart/items', { product_id: id.get('KEEP300'), qty: 1 })).json() as CartAddResponse
    expect(plain.replaced).toBeNull()
  })

  it('joins a line of the current part already there, within 999', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: id.get('NEW100'), qty: 990 })
    const joined = (await buyer.post('/api/cart/items', { product_id: id.get('MID100'), qty: 9 })).json() as CartAddResponse
    expect(lines(joined)).toEqual([['NEW100', 999]])
    const over = await buyer.post('/api/cart/items', { product_id: id.get('OLD100'), qty: 1 })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ code: 'CART_QTY_LIMIT' })
  })
})

describe('what an add of a replaced part answers', () => {
  it('names the part that went in, and that line is the one later calls address', async () => {
    const buyer = await newBuyer()
    const cart = (await buyer.post('/api/cart/items', { product_id: id.get('MID100'), qty: 3 })).json() as CartAddResponse
    expect(cart.replaced).toEqual({ from: 'MID100', to: 'NEW100' })
    const line = cart.items.find((i) => i.sto_id === cart.replaced?.to)
    expect(line).toMatchObject({ product_id: id.get('NEW100'), qty: 3 })
    // the number asked for has no line of its own: a client keeping the cart by it is lost
    const byAsked = await buyer.request('PATCH', `/api/cart/items/${id.get('MID100')}`, { qty: 5 })
    expect(byAsked.statusCode).toBe(404)
    expect(byAsked.json()).toMatchObject({ detail: 'Item tidak ada di keranjang' })
    expect((await buyer.request('PATCH', `/api/cart/items/${line?.product_id}`, { qty: 5 })).statusCode).toBe(200)
    expect((await buyer.post('/api/cart/checkout', { product_ids: [id.get('MID100')] })).statusCode).toBe(409)
    expect((await buyer.post('/api/cart/checkout', { product_ids: [line?.product_id] })).statusCode).toBe(201)
  })
})

describe('a cart line replaced after it was added', () => {
  it('is offered its replacement, and one call switches it, joining a line of the new part', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: id.get('LATE200'), qty: 4, description: 'untuk servis' })
    await buyer.post('/api/cart/items', { product_id: id.get('NEXT200'), qty: 1 })
    await t.database.db
      .insertInto('part_supersessions')
      .values({ old_part_no: 'LATE200', new_part_no: 'NEXT200', kind: 'replace', effective_date: '2026-11-20', source: null })
      .execute()
    const cart = (await buyer.get('/api/cart')).json() as CartResponse
    expect(cart.items.find((i) => i.sto_id === 'LATE200')?.superseded_by).toEqual({
      product_id: id.get('NEXT200'),
      sto_id: 'NEXT200',
      name: 'BRAKE PAD FR',
    })
    expect(cart.items.find((i) => i.sto_id === 'NEXT200')?.superseded_by).toBeNull()
    const res = await buyer.post(`/api/cart/items/${id.get('LATE200')}/replace`, {})
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json() as CartResponse
    expect(lines(after)).toEqual([['NEXT200', 5]])
    expect(after.items[0]?.description).toBe('untuk servis')
  })

  it('changes nothing when the joined quantity would pass 999', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: id.get('NEXT200'), qty: 998 })
    await t.database.db
      .insertInto('cart_items')
      .values({ user_id: await userIdOf(buyer), product_id: id.get('LATE200') as number, qty: 2 })
      .execute()
    const res = await buyer.post(`/api/cart/items/${id.get('LATE200')}/replace`, {})
    expect(res.statusCode).toBe(422)
    const cart = (await buyer.get('/api/cart')).json() as CartResponse
    expect(lines(cart).sort()).toEqual([
      ['LATE200', 2],
      ['NEXT200', 998],
    ])
  })

  it('refuses a part not replaced, a part not in the cart, and anyone but a buyer', async () => {
    const buyer = await newBuyer()
    await buyer.post('/api/cart/items', { product_id: id.get('KEEP300'), qty: 1 })
    expect((await buyer.post(`/api/cart/items/${id.get('KEEP300')}/replace`, {})).statusCode).toBe(409)
    expect((await buyer.post(`/api/cart/items/${id.get('NEW100')}/replace`, {})).statusCode).toBe(404)
    expect((await buyer.post('/api/cart/items/abc/replace', {})).statusCode).toBe(404)
    const anonymous = new Agent(t.app)
    await anonymous.get('/api/auth/csrf') // past the CSRF check, to the session check
    expect((await anonymous.post(`/api/cart/items/${id.get('KEEP300')}/replace`, {})).statusCode).toBe(401)
    const staff = new Agent(t.app)
    await staff.login('staf.ganti', 'rahasia1')
    expect((await staff.post(`/api/cart/items/${id.get('KEEP300')}/replace`, {})).statusCode).toBe(403)
  })
})

async function userIdOf(agent: Agent): Promise<number> {
  const me = (await agent.get('/api/auth/me')).json() as { user: { id: number } }
  return me.user.id
}
