import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '#common/roles.ts'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'

// Every (status 1..5) x (role) x (action) through HTTP. The status machine is unit-tested in
// status.test.ts; here we check what the routes really answer and what the database keeps.
type Action = 'kirim-konfirmasi' | 'lanjut-pesan' | 'batal' | 'export'
const ACTIONS: Action[] = ['kirim-konfirmasi', 'lanjut-pesan', 'batal', 'export']
const STATUSES = [1, 2, 3, 4, 5] as const
const ROLES: Role[] = ['user', 'seller']

const ALLOWED: Record<string, number> = {
  '1 seller kirim-konfirmasi': 2,
  '2 user lanjut-pesan': 3,
  '2 user batal': 5,
  '3 seller export': 4,
  '4 seller export': 4,
}
const OWNER: Record<Action, Role> = { 'kirim-konfirmasi': 'seller', 'lanjut-pesan': 'user', batal: 'user', export: 'seller' }
const LABEL = ['', 'Estimasi', 'Konfirmasi', 'Dipesan', 'Diproses', 'Batal']
const VERB: Record<Action, string> = {
  'kirim-konfirmasi': 'dikirim konfirmasinya',
  'lanjut-pesan': 'dilanjutkan ke pemesanan',
  batal: 'dibatalkan',
  export: 'diexport',
}

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product
const agents = {} as Record<Role, Agent>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  product = await part(db, { name: 'KAMPAS REM' })
  // plenty of stock: the confirmation must not stop at an OSC warning here
  await setStock(db, w.jkt.id, product.id, 500)
  agents.user = await signIn(t.app, 'beli.satu')
  agents.seller = await signIn(t.app, 'staf.satu')
  t.clock.advance(10 * 60_000)
})
afterAll(() => t.close())

function bodyFor(action: Action, lineIds: number[]) {
  if (action === 'kirim-konfirmasi') return { confirm_lines: lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: 4 })) }
  if (action === 'lanjut-pesan') return { order_lines: [] }
  if (action === 'batal') return { ok: true }
  return undefined
}

const cases = STATUSES.flatMap((status) => ROLES.flatMap((role) => ACTIONS.map((action) => ({ status, role, action }))))

describe.each(cases)('status $status, $role, $action', ({ status, role, action }) => {
  const to = ALLOWED[`${status} ${role} ${action}`]

  it(to ? `moves the order to ${to} and appends one event` : 'is refused and changes nothing', async () => {
    const db = t.database.db
    const order = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      staff: w.staff,
      status,
      lines: [{ product, qty_estimasi: 5, qty_confirmed: 4 }],
    })
    const before = { row: await orderRow(db, order.id), events: await eventsOf(db, order.id), lines: await linesOf(db, order.id) }
    const res = await agents[role].post(`/api/orders/${order.id}/actions/${action}`, bodyFor(action, order.lineIds))
    const after = { row: await orderRow(db, order.id), events: await eventsOf(db, order.id), lines: await linesOf(db, order.id) }

    if (to) {
      expect(res.statusCode, res.body).toBe(200)
      if (action !== 'export')
        expect(res.json()).toEqual({
          id: order.id,
          status_code: to,
          bucket: ['', 'estimasi', 'konfirmasi', 'po', 'diproses', 'batal'][to],
        })
      expect(after.row.status).toBe(to)
      expect(after.row.version).toBe(before.row.version + 1)
      expect(new Date(after.row.updated_at).toISOString()).toBe(t.clock.now().toISOString())
      expect(after.events).toHaveLength(before.events.length + 1)
      expect(after.events.at(-1)).toMatchObject({
        action,
        from_status: status,
        to_status: to,
        actor_id: role === 'seller' ? w.staff.id : w.buyer.id,
        actor_role: role,
      })
      return
    }
    if (OWNER[action] !== role) {
      // the role guard answers before the status machine is asked
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toEqual({ code: 'FORBIDDEN', detail: 'Akun Anda tidak memiliki akses.' })
    } else {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toEqual({
        code: 'INVALID_STATUS_TRANSITION',
        detail: `Pesanan berstatus ${LABEL[status]} tidak dapat ${VERB[action]}.`,
        status_code: status,
      })
    }
    expect(after).toEqual(before)
  })
})

describe('the whole way through HTTP, from the cart', () => {
  it('keeps one event per step with actor and role, and the version counts the steps', async () => {
    const db = t.database.db
    // the estimate comes from a real checkout here, not from the factory
    await agents.user.post('/api/cart/items', { product_id: product.id, qty: 3 })
    const checkout = await agents.user.post('/api/cart/checkout', { product_ids: [product.id], note_user: 'dari keranjang' })
    expect(checkout.statusCode, checkout.body).toBe(201)
    const id = checkout.json().order_id as number
    const order = { id, lineIds: (await linesOf(db, id)).map((l) => Number(l.id)) }
    expect(
      (await agents.seller.get('/api/orders?status=estimasi&keterangan=dari%20keranjang'))
        .json()
        .items.map((i: { id: number }) => i.id),
    ).toEqual([id])
    const steps: Array<[Role, Action]> = [
      ['seller', 'kirim-konfirmasi'],
      ['user', 'lanjut-pesan'],
      ['seller', 'export'],
      ['seller', 'export'],
    ]
    for (const [role, action] of steps) {
      t.clock.advance(60_000)
      const res = await agents[role].post(`/api/orders/${order.id}/actions/${action}`, bodyFor(action, order.lineIds))
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200)
    }
    const events = await eventsOf(db, order.id)
    expect(events.map((e) => [e.action, e.from_status, e.to_status, e.actor_role])).toEqual([
      ['create', null, 1, 'user'],
      ['kirim-konfirmasi', 1, 2, 'seller'],
      ['lanjut-pesan', 2, 3, 'user'],
      ['export', 3, 4, 'seller'],
      ['export', 4, 4, 'seller'],
    ])
    // each event carries the clock of its own call
    const times = events.slice(1).map((e) => new Date(e.created_at).getTime())
    expect(new Set(times).size).toBe(4)
    expect((await orderRow(db, order.id)).version).toBe(5)
    const detail = (await agents.seller.get(`/api/orders/${order.id}`)).json()
    expect(
      detail.events.map((e: { action: string; status_label: string; actor: string }) => [e.action, e.status_label, e.actor]),
    ).toEqual([
      ['create', 'Estimasi', 'beli.satu'],
      ['kirim-konfirmasi', 'Konfirmasi', 'staf.satu'],
      ['lanjut-pesan', 'Dipesan', 'beli.satu'],
      ['export', 'Diproses', 'staf.satu'],
      ['export', 'Diproses', 'staf.satu'],
    ])
  })
})
