import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildSupersession, setStock } from '../test/factories'
import { postForm } from '../test/multipart'
import { buildOrder, buildOrderWorld, type Product, part, signIn } from '../test/order-factories'

// One unit price per buyer, the same on every screen (docs/product.md §10.9): a part whose branch
// price from the stock feed differs from the part master's is walked through every answer that
// shows or stores a price. JKT01's stock feed prices 1005A134 at 113.100, the part master at
// 110.700; BDG01's feed gives no price, so its buyer pays the master's.
const BRANCH_PRICE = 113_100
const MASTER_PRICE = 110_700

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let p: Record<'filter' | 'old' | 'now', Product>
let buyer: Agent

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set('2026-03-10T03:00:00Z')
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    filter: await part(db, { sto_id: '1005A134', name: 'FILTER OLI', price: MASTER_PRICE }),
    old: await part(db, { sto_id: 'MR111OLD', name: 'BUSI LAMA', price: 40_000 }),
    now: await part(db, { sto_id: 'MR111NEW', name: 'BUSI', price: 50_000 }),
  }
  await setStock(db, w.jkt.id, p.filter.id, 5, BRANCH_PRICE)
  await setStock(db, w.bdg.id, p.filter.id, 5, null)
  await setStock(db, w.jkt.id, p.now.id, 5, 52_500)
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

async function okJson(res: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status)
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by their schemas
  return res.json() as any
}

/** The price of 1005A134 in each catalogue answer a buyer or staff member reads. */
async function cataloguePrices(agent: Agent) {
  const search = await okJson(await agent.get('/api/products-osc?q=1005A134'))
  const local = await okJson(await agent.get('/api/products-osc?q=1005A134&db=local'))
  const plain = await okJson(await agent.get('/api/products?q=1005A134'))
  const detail = await okJson(await agent.get(`/api/products/${p.filter.id}`))
  return { search: search.items[0].price, local: local.items[0].price, plain: plain.items[0].price, detail: detail.price }
}

describe('one unit price per buyer', () => {
  it("shows the branch's stock price on the card and the detail, and the cart, the order, 'Pesan Lagi' and the report take it", async () => {
    const everywhere = { search: BRANCH_PRICE, local: BRANCH_PRICE, plain: BRANCH_PRICE, detail: BRANCH_PRICE }
    expect(await cataloguePrices(buyer)).toEqual(everywhere)
    // the range filter reads the price the card shows
    const atLeast = await okJson(await buyer.get(`/api/products-osc?q=1005A134&min_price=${MASTER_PRICE + 1}`))
    expect(atLeast.items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['1005A134'])

    const added = await okJson(await buyer.post('/api/cart/items', { product_id: p.filter.id, qty: 2 }))
    expect(added.items.map((i: { price: number }) => i.price)).toEqual([BRANCH_PRICE])
    expect((await okJson(await buyer.get('/api/cart'))).items[0].price).toBe(BRANCH_PRICE)

    const placed = await okJson(await buyer.post('/api/cart/checkout', { product_ids: [p.filter.id], note_user: '' }), 201)
    const detail = await okJson(await buyer.get(`/api/orders/${placed.order_id}`))
    expect(detail.items.map((i: { price: number }) => i.price)).toEqual([BRANCH_PRICE])

    const again = await okJson(await buyer.post(`/api/orders/${placed.order_id}/actions/pesan-lagi`))
    expect(again.cart.items.map((i: { price: number }) => i.price)).toEqual([BRANCH_PRICE])

    // the report sums the kept line price: 2 × 113.100
    const report = await okJson(await buyer.get('/api/user/laporan?from=2026-03-10&to=2026-03-10'))
    expect(report.cards.estimasi).toEqual({ count: 1, amount: 2 * BRANCH_PRICE })
    const staff = await signIn(t.app, 'staf.satu')
    const branchReport = await okJson(await staff.get('/api/seller/laporan?from=2026-03-10&to=2026-03-10'))
    expect(branchReport.cards.estimasi.amount).toBe(2 * BRANCH_PRICE)
    // staff of the branch see the price its buyers pay
    expect(await cataloguePrices(staff)).toEqual(everywhere)
  })

  it("prices 'Sering Dipesan' and an order from a file the same way", async () => {
    await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 3,
      created_at: new Date('2026-03-01T03:00:00Z'),
      lines: [{ product: p.filter, qty_estimasi: 1, qty_confirmed: 1, qty_ordered: 1 }],
    })
    const frequent = await okJson(await buyer.get('/api/cart/frequent'))
    expect(frequent.items.find((i: { sto_id: string }) => i.sto_id === '1005A134')?.price).toBe(BRANCH_PRICE)

    const checked = await okJson(
      await postForm(
        buyer,
        '/api/orders/import/validate',
        {},
        { name: 'p.csv', bytes: Buffer.from('part_no,qty\n1005A134,3\n') },
      ),
    )
    const made = await okJson(await buyer.post('/api/orders/import/commit', { token: checked.validation_token }), 201)
    const detail = await okJson(await buyer.get(`/api/orders/${made.order_id}`))
    expect(detail.items.map((i: { price: number }) => i.price)).toEqual([BRANCH_PRICE])
  })

  it("gives a buyer of a branch whose feed has no price the part master's, on every screen", async () => {
    const other = await signIn(t.app, 'beli.bdg')
    expect(await cataloguePrices(other)).toEqual({
      search: MASTER_PRICE,
      local: MASTER_PRICE,
      plain: MASTER_PRICE,
      detail: MASTER_PRICE,
    })
    const added = await okJson(await other.post('/api/cart/items', { product_id: p.filter.id, qty: 1 }))
    expect(added.items[0].price).toBe(MASTER_PRICE)
    const placed = await okJson(await other.post('/api/cart/checkout', { product_ids: [p.filter.id], note_user: '' }), 201)
    expect((await okJson(await other.get(`/api/orders/${placed.order_id}`))).items[0].price).toBe(MASTER_PRICE)
  })

  it("switches a replaced line to its current part at the price the order's store pays for it", async () => {
    await buildSupersession(t.database.db, 'MR111OLD', 'MR111NEW', '2026-01-01')
    const order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      lines: [{ product: p.old, qty_estimasi: 2 }],
    })
    const staff = await signIn(t.app, 'staf.satu')
    const offered = await okJson(await staff.get(`/api/orders/${order.id}`))
    expect(offered.items[0].pengganti).toMatchObject({ nomor_part: 'MR111NEW', price: 52_500 })
    const line = offered.items[0].order_detail_id
    await okJson(await staff.post(`/api/orders/${order.id}/actions/ganti-part`, { order_detail_id: line }))
    const switched = await okJson(await buyer.get(`/api/orders/${order.id}`))
    expect(switched.items[0]).toMatchObject({ nomor_part: 'MR111NEW', price: 52_500 })
  })
})
