import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent, TestApp } from '../test/app'
import { exportOrder, type OrderWorld, recordDelivery, startDeliveryWorld } from '../test/delivery-world'
import { buildOrder, part, READY } from '../test/order-factories'

// A Diproses order's fulfilment (docs/product.md §13.4) follows its export, deliveries, receipts
// and discrepancies, in the lists (shown and filtered) and the detail; the status stays Diproses.
let t: TestApp
let w: OrderWorld
let buyer: Agent
let staff: Agent
let buyer2: Agent

beforeAll(async () => {
  ;({ t, w, buyer, buyer2, staff } = await startDeliveryWorld())
})
afterAll(() => t.close())

describe('the fulfilment badge', () => {
  it('walks Menunggu kirim → Dikirim sebagian → Dikirim → Ada selisih → Diterima, and the lists filter by it', async () => {
    const db = t.database.db
    const [a, b, c] = await Promise.all(['FUL-A', 'FUL-B', 'FUL-C'].map((sto_id) => part(db, { sto_id })))
    const order = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 3,
      lines: [
        { product: a, qty_estimasi: 3, qty_confirmed: 3, qty_ordered: 3, ready_status_id: READY.ada },
        { product: b, qty_estimasi: 5, qty_confirmed: 2, qty_ordered: 2, ready_status_id: READY.sebagian },
        { product: c, qty_estimasi: 1, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.indent, eta: '2026-12-24' },
      ],
    })
    const state = async () => {
      const detail = (await buyer.get(`/api/orders/${order.id}`)).json()
      expect(detail.status_code).toBe(4)
      return detail.pengiriman
    }
    const listed = async (agent: Agent, pengiriman: string) =>
      (await agent.get(`/api/orders?status=diproses&pengiriman=${pengiriman}`)).json().items.map((i: { id: number }) => i.id)
    expect((await buyer.get(`/api/orders/${order.id}`)).json().pengiriman).toBeNull()

    await exportOrder(staff, order.id)
    expect(await state()).toBe('menunggu_kirim')
    const items = order.lineIds
    const send = async (lines: Array<[number, number]>) => {
      const delivery = await recordDelivery(staff, order.id, {
        method: 'diambil',
        date: '2026-11-20',
        lines: lines.map(([i, qty]) => ({ order_item_id: items[i], qty })),
      })
      return delivery.id
    }
    const first = await send([[0, 3]])
    expect(await state()).toBe('dikirim_sebagian')
    expect(await listed(staff, 'dikirim_sebagian')).toContain(order.id)
    expect(await listed(buyer, 'dikirim_sebagian')).toContain(order.id)
    expect(await listed(buyer2, 'dikirim_sebagian')).not.toContain(order.id)
    expect(await listed(staff, 'menunggu_kirim')).not.toContain(order.id)

    const second = await send([[1, 2]])
    expect(await state()).toBe('dikirim')
    await buyer.post(`/api/deliveries/${first}/receipt`, { lines: [{ order_item_id: items[0], qty_received: 3 }] })
    expect(await state()).toBe('dikirim')
    const receipt = await buyer.post(`/api/deliveries/${second}/receipt`, {
      lines: [{ order_item_id: items[1], qty_received: 1, discrepancy: { kind: 'kurang', note: 'Kurang satu' } }],
    })
    expect(await state()).toBe('ada_selisih')
    expect(await listed(staff, 'ada_selisih')).toContain(order.id)
    const closed = await staff.post(`/api/discrepancies/${receipt.json().discrepancies[0].id}/close`, {
      resolution: 'kirim_ulang',
      note: 'Dikirim ulang',
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(await state()).toBe('diterima')
    expect(await listed(staff, 'diterima')).toContain(order.id)
    expect((await staff.get('/api/orders?pengiriman=terkirim')).statusCode).toBe(400)
  })
})
