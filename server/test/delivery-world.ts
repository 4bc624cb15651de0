import { expect } from 'vitest'
import type { AnyFeature } from '../lib/compose-features'
import { type Agent, startTestApp, type TestApp } from './app'
import { buildUser } from './factories'
import { buildOrder, buildOrderWorld, type OrderInput, PASSWORD, signIn } from './order-factories'

// What comes after the export (back-orders, deliveries, receipts) starts from a Diproses order:
// the order world of order-factories.ts with its people signed in, an order built at Dipesan and
// exported through the API as staff would (which opens its back-order lines and lets it be sent),
// and deliveries recorded through the API as a clerk would.

export type OrderWorld = Awaited<ReturnType<typeof buildOrderWorld>>

export interface DeliveryWorld {
  t: TestApp
  w: OrderWorld
  /** JKT01's buyers: of the first store (beli.satu) and of the second (beli.dua) */
  buyer: Agent
  buyer2: Agent
  /** JKT01's staff (staf.satu, staf.dua) and BDG01's (staf.bdg) */
  staff: Agent
  staff2: Agent
  staffBdg: Agent
}

/** A test app (the server's features, or `features`) with the order world in it and its people signed in. */
export async function startDeliveryWorld(features?: readonly AnyFeature[]): Promise<DeliveryWorld> {
  const t = await startTestApp({}, undefined, features)
  const w = await buildOrderWorld(t.database.db)
  return {
    t,
    w,
    buyer: await signIn(t.app, 'beli.satu'),
    buyer2: await signIn(t.app, 'beli.dua'),
    staff: await signIn(t.app, 'staf.satu'),
    staff2: await signIn(t.app, 'staf.dua'),
    staffBdg: await signIn(t.app, 'staf.bdg'),
  }
}

/** Head office (Admin Pusat), made and signed in; only where a test reads as head office. */
export async function signInHeadOffice(t: TestApp): Promise<Agent> {
  await buildUser(t.database.db, { username: 'pusat.satu', password: PASSWORD, roles: ['admin'] })
  return signIn(t.app, 'pusat.satu')
}

/** Exports a Dipesan order as `exporter` (its branch's staff); the export must succeed. */
export async function exportOrder(exporter: Agent, orderId: number): Promise<void> {
  const res = await exporter.post(`/api/orders/${orderId}/actions/export`)
  expect(res.statusCode, res.body).toBe(200)
}

/** An order built at Dipesan and exported by `exporter`: Diproses, its back-order lines open. */
export async function exportedOrder(t: TestApp, exporter: Agent, input: Omit<OrderInput, 'status'>) {
  const order = await buildOrder(t.database.db, { ...input, status: 3 })
  await exportOrder(exporter, order.id)
  return order
}

type DeliveredLine = { order_item_id: number; qty: number }

/** 'Catat Pengiriman' of `lines` sent by a driver on 20 November (the test clock's first day), the plate as a clerk types it. */
export const byDriver = (lines: DeliveredLine[], more: object = {}) => ({
  method: 'dikirim',
  courier: 'Pak Slamet',
  plate: 'b 1234  xyz',
  date: '2026-11-20',
  lines,
  ...more,
})

/** Records a delivery of an order as `staff`; it must be recorded. */
export async function recordDelivery(staff: Agent, orderId: number, body: object) {
  const res = await staff.post(`/api/orders/${orderId}/deliveries`, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().delivery as { id: number; number: string }
}
