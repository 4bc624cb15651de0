import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { buildUser, setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, type LineInput, PASSWORD, type Product, part, READY, signIn } from '../test/order-factories'

// Who is told of an order's move, with which words and link, and that the messages commit with
// the move or not at all. The list, read marks and choices are each person's own.

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product

beforeAll(async () => {
  t = await startTestApp()
  w = await buildOrderWorld(t.database.db)
  product = await part(t.database.db, { name: 'KAMPAS REM' })
  await setStock(t.database.db, w.jkt.id, product.id, 500)
})
afterAll(() => t.close())

async function messagesOf(userId: number) {
  return t.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute()
}

async function everyMessageOf(orderId: number) {
  const rows = await t.database.db
    .selectFrom('notifications')
    .select(['user_id', 'event'])
    .where('order_id', '=', orderId)
    .orderBy('user_id')
    .execute()
  return rows.map((r) => `${r.user_id} ${r.event}`)
}

function orderAt(
  status: 1 | 2 | 3,
  lines: LineInput[] = [{ product, qty_estimasi: 5, qty_confirmed: 4, ready_status_id: READY.ada }],
) {
  return buildOrder(t.database.db, { branch: w.jkt, store: w.store, creator: w.buyer, staff: w.staff, status, lines })
}

describe('who is told', () => {
  it('a confirmation tells the buyers of the store (the dual account as a buyer), not the staff, not other stores', async () => {
    const second = await part(t.database.db, { name: 'FILTER OLI' })
    await setStock(t.database.db, w.jkt.id, second.id, 1)
    const order = await orderAt(1, [
      { product, qty_estimasi: 5, qty_confirmed: null, ready_status_id: null },
      { product: second, qty_estimasi: 5, qty_confirmed: null, ready_status_id: null },
    ])
    const staff = await signIn(t.app, 'staf.satu')
    const res = await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, {
      confirm_lines: [
        { order_detail_id: order.lineIds[0], qty_confirmed: 5 },
        { order_detail_id: order.lineIds[1], qty_confirmed: 1 },
      ],
      resolve: { mode: 'proceed' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await everyMessageOf(order.id)).toEqual([`${w.buyer.id} konfirmasi`, `${w.dual.id} konfirmasi`])
    const [message] = await messagesOf(w.buyer.id)
    const number = (await staff.get(`/api/orders/${order.id}`)).json().nomor_invoice
    expect(message.title).toBe(`Estimasi ${number} sudah dikonfirmasi`)
    expect(message.body).toBe(
      'TOKO MAJU JAYA: 2 part dikonfirmasi cabang (Ada 1, Sebagian 1, Indent 0, Kosong 0). Periksa lalu lanjutkan pesanan.',
    )
    expect(message.link).toBe(`/user/pesanan/konfirmasi/${order.id}`)
  })

  it('a placed order tells the branch staff (the dual account as staff), not the buyer who placed it, not another branch', async () => {
    const order = await orderAt(2)
    const buyer = await signIn(t.app, 'beli.satu')
    const res = await buyer.post(`/api/orders/${order.id}/actions/lanjut-pesan`, { order_lines: [] })
    expect(res.statusCode, res.body).toBe(200)
    expect(await everyMessageOf(order.id)).toEqual([`${w.staff.id} dipesan`, `${w.staff2.id} dipesan`, `${w.dual.id} dipesan`])
    const [message] = await messagesOf(w.staff2.id)
    expect(message.link).toBe(`/seller/pesanan/po/${order.id}`)
    expect(message.body).toBe('TOKO MAJU JAYA: pembeli melanjutkan pesanan, 1 part. Siap diexport.')
  })

  it('a new estimate from the cart tells the branch staff; an export tells the buyers, a second export nobody', async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    await buyer.post('/api/cart/items', { product_id: product.id, qty: 2 })
    const made = await buyer.post('/api/cart/checkout', { product_ids: [product.id] })
    expect(made.statusCode, made.body).toBe(201)
    const orderId = made.json().order_id as number
    expect(await everyMessageOf(orderId)).toEqual([
      `${w.staff.id} estimasi_baru`,
      `${w.staff2.id} estimasi_baru`,
      `${w.dual.id} estimasi_baru`,
    ])

    const placed = await orderAt(3)
    const staff = await signIn(t.app, 'staf.satu')
    expect((await staff.post(`/api/orders/${placed.id}/actions/export`)).statusCode).toBe(200)
    expect((await staff.post(`/api/orders/${placed.id}/actions/export`)).statusCode).toBe(200)
    expect(await everyMessageOf(placed.id)).toEqual([`${w.buyer.id} diproses`, `${w.dual.id} diproses`])
  })

  it('a later arrival date tells the buyers; a cancellation the store’s other buyers and the branch staff', async () => {
    const indent = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      staff: w.staff,
      status: 3,
      lines: [{ product, qty_estimasi: 4, qty_confirmed: 0, ready_status_id: READY.indent, eta: '2026-12-11' }],
    })
    const staff = await signIn(t.app, 'staf.satu')
    const moved = await staff.post(`/api/orders/${indent.id}/actions/ubah-eta`, {
      etas: [{ order_detail_id: indent.lineIds[0], eta: '2026-12-19' }],
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await everyMessageOf(indent.id)).toEqual([`${w.buyer.id} eta`, `${w.dual.id} eta`])
    expect((await messagesOf(w.buyer.id))[0].link).toBe(`/user/pesanan/po/${indent.id}`)

    const order = await orderAt(2)
    const buyer = await signIn(t.app, 'beli.satu')
    expect((await buyer.post(`/api/orders/${order.id}/actions/batal`, { ok: true })).statusCode).toBe(200)
    // the dual account once, as the store's buyer
    expect(await everyMessageOf(order.id)).toEqual([`${w.staff.id} batal`, `${w.staff2.id} batal`, `${w.dual.id} batal`])
    expect((await messagesOf(w.dual.id))[0].link).toBe(`/user/pesanan/batal/${order.id}`)
    const [forStaff] = await messagesOf(w.staff.id)
    expect(forStaff).toMatchObject({
      title: expect.stringMatching(/^Pesanan DPO\/JKT01\/\d{6}\/\d{5} dibatalkan$/),
      link: `/seller/pesanan/batal/${order.id}`,
    })
  })

  it('an inactive account is told nothing', async () => {
    const gone = await buildUser(t.database.db, {
      username: 'beli.pergi',
      password: PASSWORD,
      roles: ['user'],
      storeId: w.store.id,
    })
    await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', gone.id).execute()
    const order = await orderAt(3)
    const staff = await signIn(t.app, 'staf.satu')
    expect((await staff.post(`/api/orders/${order.id}/actions/export`)).statusCode).toBe(200)
    expect((await everyMessageOf(order.id)).some((m) => m.startsWith(`${gone.id} `))).toBe(false)
  })
})

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists only his own, newest first, in pages, with the unread count', async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    const own = await messagesOf(w.buyer.id)
    expect(own.length).toBeGreaterThanOrEqual(2)
    const first = (await buyer.get('/api/notifications?limit=1')).json()
    expect(first.items.map((i: { id: number }) => i.id)).toEqual([Number(own[0].id)])
    expect(first.unread_count).toBe(own.length)
    expect(first.items[0]).toMatchObject({ title: own[0].title, link: own[0].link, read: false })
    const second = (await buyer.get(`/api/notifications?limit=1&cursor=${first.next_cursor}`)).json()
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([Number(own[1].id)])

    const other = await signIn(t.app, 'beli.dua')
    expect((await other.get('/api/notifications')).json()).toEqual({ items: [], unread_count: 0, next_cursor: null })
  })

  it('marks his own read, never another person’s, and all at once', async () => {
    const staffMessage = (await messagesOf(w.staff.id))[0]
    const buyer = await signIn(t.app, 'beli.satu')
    const own = await messagesOf(w.buyer.id)
    const res = await buyer.post('/api/notifications/read', { ids: [Number(own[0].id), Number(staffMessage.id)] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ marked: 1, unread_count: own.length - 1 })
    expect((await messagesOf(w.staff.id))[0].read_at).toBeNull()
    expect((await buyer.post('/api/notifications/read', { all: true })).json()).toEqual({
      marked: own.length - 1,
      unread_count: 0,
    })
    expect((await buyer.get('/api/notifications')).json().items.every((i: { read: boolean }) => i.read)).toBe(true)
  })

  it('refuses strangers and odd bodies', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' })
    expect(anonymous.statusCode).toBe(401)
    // head office has no orders to hear of
    await buildUser(t.database.db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
    const admin = await signIn(t.app, 'kantor.pusat')
    expect((await admin.get('/api/notifications')).statusCode).toBe(403)
    expect((await admin.get('/api/profile/notifications')).statusCode).toBe(403)
    const buyer = await signIn(t.app, 'beli.satu')
    for (const body of [
      {},
      { ids: [] },
      { all: false },
      { all: true, user_id: w.staff.id },
      { ids: ['1'] },
      { ids: Array(51).fill(1) },
    ]) {
      expect((await buyer.post('/api/notifications/read', body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    for (const query of ['limit=0', 'limit=51', 'cursor=abc', 'cursor=0', 'user_id=1']) {
      expect((await buyer.get(`/api/notifications?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('GET/PUT /api/profile/notifications', () => {
  it('answers the defaults of his role, keeps his choice, and refuses the other role’s events', async () => {
    const buyer = await signIn(t.app, 'beli.dua')
    const defaults = (await buyer.get('/api/profile/notifications')).json()
    expect(defaults).toEqual({
      items: [
        { event: 'konfirmasi', push: true, email: true },
        { event: 'harga', push: true, email: true },
        { event: 'diproses', push: true, email: false },
        { event: 'barang_dikirim', push: true, email: false },
        { event: 'selisih_selesai', push: true, email: false },
        { event: 'eta', push: true, email: false },
        { event: 'sisa_tersedia', push: true, email: true },
        { event: 'sisa_batal', push: true, email: false },
        { event: 'batal', push: true, email: false },
        { event: 'tanya_dijawab', push: true, email: true },
      ],
      email_available: false,
    })
    const saved = await buyer.request('PUT', '/api/profile/notifications', {
      items: [{ event: 'konfirmasi', push: false, email: false }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().items[0]).toEqual({ event: 'konfirmasi', push: false, email: false })
    const wrongSide = await buyer.request('PUT', '/api/profile/notifications', {
      items: [{ event: 'dipesan', push: true, email: true }],
    })
    expect(wrongSide.statusCode).toBe(422)
    for (const body of [
      { items: [] },
      { items: [{ event: 'konfirmasi', push: true, email: true, user_id: 1 }] },
      { items: [], all: true },
    ]) {
      expect((await buyer.request('PUT', '/api/profile/notifications', body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const staff = await signIn(t.app, 'staf.dua')
    expect((await staff.get('/api/profile/notifications')).json().items.map((i: { event: string }) => i.event)).toEqual([
      'estimasi_baru',
      'dipesan',
      'selisih',
      'batal',
      'tanya_baru',
    ])
  })
})
