import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser, setStock } from '../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db, 'JKT01')
  const store = await buildStore(db, branch.id)
  await buildUser(db, { username: 'beli', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'staf', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
  const a = await buildProduct(db, { sto_id: 'AAA1', name: 'SATU', price: 1000 })
  const b = await buildProduct(db, { sto_id: 'BBB2', name: 'DUA', price: 2000 })
  await setStock(db, branch.id, a.id, 10)
  await setStock(db, branch.id, b.id, 1)
})
afterAll(() => t.close())

describe('order smoke', () => {
  it('travels the whole way', async () => {
    const buyer = new Agent(t.app)
    await buyer.login('beli', 'rahasia1')
    const staff = new Agent(t.app)
    await staff.login('staf', 'rahasia1')
    await buyer.post('/api/cart/items', { product_id: 1, qty: 5 })
    await buyer.post('/api/cart/items', { product_id: 2, qty: 3 })
    const { order_id } = (await buyer.post('/api/cart/checkout', { product_ids: [1, 2], note_user: 'x' })).json()
    const list = await staff.get('/api/orders?status=estimasi')
    expect(list.json().items).toHaveLength(1)
    const detail = (await staff.get(`/api/orders/${order_id}`)).json()
    const lines = detail.items.map((i: { order_detail_id: number; qty_estimasi: number }) => ({
      order_detail_id: i.order_detail_id,
      qty_confirmed: i.qty_estimasi,
    }))
    const warn = await staff.post(`/api/orders/${order_id}/actions/kirim-konfirmasi`, { confirm_lines: lines })
    expect(warn.statusCode).toBe(409)
    expect(warn.json().conflicts).toHaveLength(1)
    const ok = await staff.post(`/api/orders/${order_id}/actions/kirim-konfirmasi`, {
      confirm_lines: lines,
      resolve: { mode: 'proceed' },
    })
    expect(ok.json()).toEqual({ id: order_id, status_code: 2, bucket: 'konfirmasi' })
    const buyerView = (await buyer.get(`/api/orders/${order_id}`)).json()
    expect(buyerView.items.map((i: { status_part_code: string }) => i.status_part_code)).toEqual(['ada', 'ada'])
    const go = await buyer.post(`/api/orders/${order_id}/actions/lanjut-pesan`, { order_lines: [] })
    expect(go.json().status_code).toBe(3)
    const file = await staff.post(`/api/orders/${order_id}/actions/export`)
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('AAA1\t5\tSATU\r\nBBB2\t3\tDUA\r\n')
    expect((await staff.get(`/api/orders/${order_id}`)).json().status_code).toBe(4)
  })
})
