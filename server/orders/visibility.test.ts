import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, orderRow, part, signIn } from '../test/order-factories'

// product.md §10.2: a buyer sees his store's orders, staff their branch's; anything else answers 404 as
// if it did not exist, on the detail and on every action, and is absent from every list.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
const orders = {} as Record<
  'store1' | 'store1Konf' | 'store1Po' | 'store2' | 'store2Konf' | 'bdg' | 'bdgPo',
  { id: number; lineIds: number[] }
>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  const p = await part(db)
  await setStock(db, w.jkt.id, p.id, 100)
  await setStock(db, w.bdg.id, p.id, 100)
  const lines = [{ product: p, qty_estimasi: 2 }]
  const jkt1 = { branch: w.jkt, store: w.store, creator: w.buyer, lines }
  const jkt2 = { branch: w.jkt, store: w.store2, creator: w.buyer2, lines }
  const bdg = { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg, lines }
  orders.store1 = await buildOrder(db, jkt1)
  orders.store1Konf = await buildOrder(db, { ...jkt1, status: 2 })
  orders.store1Po = await buildOrder(db, { ...jkt1, status: 3 })
  orders.store2 = await buildOrder(db, jkt2)
  orders.store2Konf = await buildOrder(db, { ...jkt2, status: 2 })
  orders.bdg = await buildOrder(db, bdg)
  orders.bdgPo = await buildOrder(db, { ...bdg, status: 3 })
})
afterAll(() => t.close())

const ids = (res: { json(): { items: Array<{ id: number }> } }) =>
  res
    .json()
    .items.map((i) => i.id)
    .sort((a, b) => a - b)
const confirm = (o: { lineIds: number[] }) => ({
  confirm_lines: o.lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: 1 })),
})
const NOT_FOUND = { code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' }

async function unchanged(orderId: number, run: () => Promise<void>) {
  const db = t.database.db
  const before = [await orderRow(db, orderId), await eventsOf(db, orderId)]
  await run()
  expect([await orderRow(db, orderId), await eventsOf(db, orderId)]).toEqual(before)
}

describe('buyers', () => {
  it("list only their own store's orders, whatever the filter", async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    const own = [orders.store1.id, orders.store1Konf.id, orders.store1Po.id]
    expect(ids(await buyer.get('/api/orders'))).toEqual(own)
    expect(ids(await buyer.get('/api/orders?status=all'))).toEqual(own)
    expect(ids(await buyer.get('/api/orders?status=estimasi'))).toEqual([orders.store1.id])
    // searching for the other store by name or code finds nothing
    expect(ids(await buyer.get('/api/orders?store=BENGKEL'))).toEqual([])
    expect(ids(await buyer.get('/api/orders?q=TK002'))).toEqual([])
    expect(ids(await (await signIn(t.app, 'beli.dua')).get('/api/orders'))).toEqual([orders.store2.id, orders.store2Konf.id])
  })

  it("get 404 for another store's order of the same branch, on the detail and on every action", async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    const detail = await buyer.get(`/api/orders/${orders.store2Konf.id}`)
    expect(detail.statusCode).toBe(404)
    expect(detail.json()).toEqual(NOT_FOUND)
    await unchanged(orders.store2Konf.id, async () => {
      for (const [action, body] of [
        ['lanjut-pesan', { order_lines: [] }],
        ['batal', { ok: true }],
      ] as const) {
        const res = await buyer.post(`/api/orders/${orders.store2Konf.id}/actions/${action}`, body)
        expect(res.statusCode, action).toBe(404)
        expect(res.json()).toEqual(NOT_FOUND)
      }
    })
    // the same calls on the own store's order work
    expect((await buyer.get(`/api/orders/${orders.store1Konf.id}`)).statusCode).toBe(200)
  })
})

describe('staff', () => {
  it("list every store of their own branch and nothing of another branch's", async () => {
    const jkt = await signIn(t.app, 'staf.satu')
    expect(ids(await jkt.get('/api/orders'))).toEqual(
      [orders.store1, orders.store1Konf, orders.store1Po, orders.store2, orders.store2Konf].map((o) => o.id),
    )
    const bdg = await signIn(t.app, 'staf.bdg')
    expect(ids(await bdg.get('/api/orders'))).toEqual([orders.bdg.id, orders.bdgPo.id])
    expect(ids(await bdg.get('/api/orders?q=JKT01'))).toEqual([])
  })

  it("get 404 for another branch's order on the detail, the confirmation and the export", async () => {
    const staff = await signIn(t.app, 'staf.satu')
    expect((await staff.get(`/api/orders/${orders.bdg.id}`)).json()).toEqual(NOT_FOUND)
    await unchanged(orders.bdg.id, async () => {
      const res = await staff.post(`/api/orders/${orders.bdg.id}/actions/kirim-konfirmasi`, confirm(orders.bdg))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(NOT_FOUND)
    })
    await unchanged(orders.bdgPo.id, async () => {
      const res = await staff.post(`/api/orders/${orders.bdgPo.id}/actions/export`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(NOT_FOUND)
    })
  })
})

describe('without a usable session', () => {
  const reads = () => ['/api/orders', '/api/orders?status=estimasi', `/api/orders/${orders.store1.id}`, '/api/ready-status']
  const writes = () =>
    [
      [`/api/orders/${orders.store1.id}/actions/kirim-konfirmasi`, confirm(orders.store1)],
      [`/api/orders/${orders.store1Konf.id}/actions/lanjut-pesan`, { order_lines: [] }],
      [`/api/orders/${orders.store1Konf.id}/actions/batal`, { ok: true }],
      [`/api/orders/${orders.store1Po.id}/actions/export`, undefined],
      [
        `/api/orders/${orders.store1Po.id}/actions/ubah-eta`,
        { etas: [{ order_detail_id: orders.store1Po.lineIds[0], eta: '2026-12-30' }] },
      ],
      [`/api/orders/${orders.store1.id}/actions/ganti-part`, { order_detail_id: orders.store1.lineIds[0] }],
    ] as const

  it('anonymous callers get 401 everywhere', async () => {
    const anonymous = new Agent(t.app)
    // a pre-login csrf token, so the 401 is about the session and not about the csrf check
    await anonymous.get('/api/auth/csrf')
    for (const url of reads()) {
      const res = await anonymous.get(url)
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Sesi berakhir. Masuk kembali.' })
    }
    for (const [url, body] of writes()) {
      await unchanged(Number(url.split('/')[3]), async () => {
        expect((await anonymous.post(url, body)).statusCode, url).toBe(401)
      })
    }
  })

  it('a dual-role account gets 403 ROLE_REQUIRED until it picks a role, then sees that role', async () => {
    const dual = await signIn(t.app, 'dua.peran')
    for (const url of reads()) {
      const res = await dual.get(url)
      expect(res.statusCode, url).toBe(403)
      expect(res.json()).toEqual({ code: 'ROLE_REQUIRED', detail: 'Pilih peran terlebih dahulu.' })
    }
    for (const [url, body] of writes()) {
      await unchanged(Number(url.split('/')[3]), async () => {
        const res = await dual.post(url, body)
        expect(res.statusCode, url).toBe(403)
        expect(res.json().code).toBe('ROLE_REQUIRED')
      })
    }
    expect((await dual.post('/api/auth/role', { role: 'user' })).statusCode).toBe(200)
    expect(ids(await dual.get('/api/orders'))).toEqual([orders.store1.id, orders.store1Konf.id, orders.store1Po.id])
    expect((await dual.get(`/api/orders/${orders.store1.id}`)).json().role_view).toBe('user')
    expect((await dual.post('/api/auth/role', { role: 'seller' })).statusCode).toBe(200)
    expect(ids(await dual.get('/api/orders'))).toHaveLength(5)
    expect((await dual.get(`/api/orders/${orders.store1.id}`)).json().role_view).toBe('seller')
  })
})

describe('ids that name no order', () => {
  const BAD = ['abc', '0', '-1', '1.5', '01', '1e3', '99999999', '9007199254740993', '99999999999999999999999999']

  it('answer 404 on the detail for buyers and staff', async () => {
    for (const username of ['beli.satu', 'staf.satu']) {
      const agent = await signIn(t.app, username)
      for (const id of BAD) {
        const res = await agent.get(`/api/orders/${id}`)
        expect(res.statusCode, `${username} ${id}`).toBe(404)
        expect(res.json()).toEqual(NOT_FOUND)
      }
    }
  })

  it('answer 404 on every action of the right role', async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    const staff = await signIn(t.app, 'staf.satu')
    for (const id of BAD) {
      expect((await buyer.post(`/api/orders/${id}/actions/lanjut-pesan`, { order_lines: [] })).statusCode, id).toBe(404)
      expect((await buyer.post(`/api/orders/${id}/actions/batal`, { ok: true })).statusCode, id).toBe(404)
      expect((await staff.post(`/api/orders/${id}/actions/kirim-konfirmasi`, { confirm_lines: [] })).statusCode, id).toBe(404)
      expect((await staff.post(`/api/orders/${id}/actions/export`)).statusCode, id).toBe(404)
    }
  })
})
