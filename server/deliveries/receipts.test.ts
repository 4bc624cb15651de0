import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES } from '../features'
import { Agent, type TestApp } from '../test/app'
import {
  byDriver,
  exportedOrder,
  type OrderWorld,
  recordDelivery,
  signInHeadOffice,
  startDeliveryWorld,
} from '../test/delivery-world'
import { oversized, photo } from '../test/images'
import { postForm } from '../test/multipart'
import { orderEventsProbe } from '../test/order-events-probe'
import { part, READY, signIn } from '../test/order-factories'
import { confirmOverdue } from './auto-receipt'

// 'Terima Barang' and 'Selisih' (docs/product.md §13.3): the buyer, or staff on his behalf,
// confirms once what arrived; a wrong line becomes a discrepancy with photos that the branch is
// told of and closes; a delivery nobody confirms counts as received after the branch's days.
let t: TestApp
let w: OrderWorld
let buyer: Agent
let buyer2: Agent
let staff: Agent
let staffBdg: Agent
let admin: Agent

const probe = orderEventsProbe()

beforeAll(async () => {
  ;({ t, w, buyer, buyer2, staff, staffBdg } = await startDeliveryWorld([...FEATURES, probe.feature]))
  admin = await signInHeadOffice(t)
})
afterAll(() => t.close())

/** An exported order of two Ada lines (4 and 2 ordered) sent whole on one delivery. */
async function delivered(tag: string) {
  const db = t.database.db
  const [a, b] = await Promise.all([part(db, { sto_id: `${tag}-A` }), part(db, { sto_id: `${tag}-B` })])
  const order = await exportedOrder(t, staff, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: [
      { product: a, qty_estimasi: 4, qty_confirmed: 4, qty_ordered: 4, ready_status_id: READY.ada },
      { product: b, qty_estimasi: 2, qty_confirmed: 2, qty_ordered: 2, ready_status_id: READY.ada },
    ],
  })
  const items = order.lineIds
  const delivery = await recordDelivery(
    staff,
    order.id,
    byDriver([
      { order_item_id: items[0], qty: 4 },
      { order_item_id: items[1], qty: 2 },
    ]),
  )
  return { order, items, delivery }
}

const upload = async (agent: Agent, deliveryId: number, bytes?: Buffer) =>
  postForm(
    agent,
    `/api/deliveries/${deliveryId}/photos`,
    {},
    { name: 'rusak.png', bytes: bytes ?? (await photo('png', 48)), type: 'image/png' },
  )

const counts = async () => {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from discrepancies) as x, (select count(*) from order_events) as e,
      (select count(*) from notifications) as n, (select count(*) from deliveries where received_at is not null) as r,
      (select count(*) from delivery_photos where discrepancy_id is not null) as p`.execute(t.database.db)
  return rows[0]
}

describe("'Konfirmasi Terima'", () => {
  it('records what arrived and a damaged line with its photo; the branch is told; a second confirmation changes nothing', async () => {
    const { order, items, delivery } = await delivered('TRM')
    const up = await upload(buyer, delivery.id)
    expect(up.statusCode, up.body).toBe(200)
    const photoId = up.json().id

    const body = {
      lines: [
        {
          order_item_id: items[0],
          qty_received: 3,
          discrepancy: { kind: 'rusak', note: ' Kardus basah, 1 pecah ', photo_ids: [photoId] },
        },
        { order_item_id: items[1], qty_received: 2 },
      ],
    }
    const res = await buyer.post(`/api/deliveries/${delivery.id}/receipt`, body)
    expect(res.statusCode, res.body).toBe(200)
    const answer = res.json()
    expect(answer).toMatchObject({
      recorded: true,
      received: { role: 'user', role_label: 'Pembeli', by: 'beli.satu' },
      discrepancies: [
        {
          part_no: 'TRM-A',
          qty_sent: 4,
          qty_received: 3,
          kind: 'rusak',
          kind_label: 'Rusak',
          note: 'Kardus basah, 1 pecah',
          photos: [photoId],
          state: 'terbuka',
          delivery: { id: delivery.id, number: delivery.number },
        },
      ],
    })
    const lines = await t.database.db
      .selectFrom('delivery_lines')
      .select(['order_item_id', 'qty_received'])
      .where('delivery_id', '=', delivery.id)
      .orderBy('order_item_id')
      .execute()
    expect(lines.map((l) => l.qty_received)).toEqual([3, 2])
    const told = await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('order_id', '=', order.id)
      .where('event', '=', 'selisih')
      .orderBy('user_id')
      .execute()
    expect(told.map((r) => r.user_id)).toEqual([w.staff.id, w.staff2.id, w.dual.id].sort((a, b) => a - b))
    const timeline = (await buyer.get(`/api/orders/${order.id}`)).json().events
    expect(timeline.find((e: { action: string }) => e.action === 'terima-barang')).toMatchObject({
      keterangan: `${delivery.number} · Pembeli · Selisih: TRM-A rusak`,
    })
    // the photo is the buyer's and the branch's to see, re-encoded
    // the delivery's page says who confirmed it, what arrived and what was wrong
    const page = (await staff.get(`/api/deliveries/${delivery.id}`)).json()
    expect(page).toMatchObject({
      received: { role: 'user', by: 'beli.satu' },
      can_receive: false,
      items: [
        { qty: 4, qty_received: 3 },
        { qty: 2, qty_received: 2 },
      ],
      discrepancies: [{ part_no: 'TRM-A', photos: [photoId] }],
    })
    const seen = await staff.get(`/api/delivery-photos/${photoId}`)
    expect(seen.statusCode).toBe(200)
    expect(seen.headers['content-type']).toBe('image/webp')
    for (const stranger of [buyer2, staffBdg])
      expect((await stranger.get(`/api/delivery-photos/${photoId}`)).statusCode).toBe(404)

    const before = await counts()
    const again = await buyer.post(`/api/deliveries/${delivery.id}/receipt`, {
      lines: [
        { order_item_id: items[0], qty_received: 4 },
        { order_item_id: items[1], qty_received: 2 },
      ],
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ ...answer, recorded: false })
    expect(await counts()).toEqual(before)
    expect((await upload(buyer, delivery.id)).statusCode).toBe(409)
  })

  it('staff may confirm on the buyer’s behalf, recorded as such; others find nothing', async () => {
    const { items, delivery } = await delivered('WKL')
    const body = {
      lines: [
        { order_item_id: items[0], qty_received: 4 },
        { order_item_id: items[1], qty_received: 2 },
      ],
    }
    expect((await buyer.get(`/api/deliveries/${delivery.id}`)).json()).toMatchObject({ received: null, can_receive: true })
    expect((await admin.get(`/api/deliveries/${delivery.id}`)).json()).toMatchObject({ can_receive: false })
    const stranger = new Agent(t.app)
    await stranger.get('/api/auth/csrf')
    const before = await counts()
    expect((await stranger.post(`/api/deliveries/${delivery.id}/receipt`, body)).statusCode).toBe(401)
    expect((await admin.post(`/api/deliveries/${delivery.id}/receipt`, body)).statusCode).toBe(403)
    expect((await buyer2.post(`/api/deliveries/${delivery.id}/receipt`, body)).statusCode).toBe(404)
    expect((await staffBdg.post(`/api/deliveries/${delivery.id}/receipt`, body)).statusCode).toBe(404)
    expect(await counts()).toEqual(before)
    const res = await staff.post(`/api/deliveries/${delivery.id}/receipt`, body)
    expect(res.json()).toMatchObject({
      recorded: true,
      received: { role: 'seller', role_label: 'Staff atas nama pembeli', by: 'staf.satu' },
      discrepancies: [],
    })
  })

  it('refuses, writing nothing: a line left out, more than sent, short without a kind, a photo not of this delivery, fields of its own', async () => {
    const { items, delivery } = await delivered('TLK')
    const other = await delivered('LAIN')
    const othersPhoto = (await upload(buyer, other.delivery.id)).json().id
    const ok = { order_item_id: items[1], qty_received: 2 }
    const post = async (body: unknown) => {
      const before = await counts()
      const res = await buyer.post(`/api/deliveries/${delivery.id}/receipt`, body)
      expect(await counts()).toEqual(before)
      return res
    }
    expect((await post({ lines: [ok] })).json()).toMatchObject({ detail: 'Isi jumlah diterima untuk setiap part di Surat Jalan' })
    expect((await post({ lines: [{ order_item_id: items[0], qty_received: 5 }, ok] })).json()).toMatchObject({
      detail: 'Jumlah diterima tidak boleh melebihi jumlah dikirim',
    })
    expect((await post({ lines: [{ order_item_id: items[0], qty_received: 3 }, ok] })).json()).toMatchObject({
      detail: 'Jumlah diterima kurang dari dikirim: pilih jenis selisih',
    })
    const foreign = await post({
      lines: [
        { order_item_id: items[0], qty_received: 3, discrepancy: { kind: 'kurang', note: 'kurang 1', photo_ids: [othersPhoto] } },
        ok,
      ],
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json()).toMatchObject({ detail: 'Foto tidak ditemukan. Unggah ulang fotonya.' })
    for (const body of [
      { lines: [{ order_item_id: items[0], qty_received: 4, received_by: 1 }, ok] },
      { lines: [{ order_item_id: items[0], qty_received: 4 }, ok], received_role: 'sistem' },
      { lines: [{ order_item_id: items[0], qty_received: 3, discrepancy: { kind: 'hilang', note: 'x' } }, ok] },
      { lines: [{ order_item_id: items[0], qty_received: 3, discrepancy: { kind: 'kurang', note: '  ' } }, ok] },
      {
        lines: [
          {
            order_item_id: items[0],
            qty_received: 3,
            discrepancy: { kind: 'kurang', note: 'x', photo_ids: ['../../etc/passwd'] },
          },
          ok,
        ],
      },
      { lines: [ok, ok] },
    ]) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('takes only real pictures of at most 2 MB, one per upload', async () => {
    const { delivery } = await delivered('FOTO')
    expect((await upload(buyer, delivery.id, Buffer.from('<!doctype html><script>alert(1)</script>'))).statusCode).toBe(415)
    expect((await upload(buyer, delivery.id, oversized())).statusCode).toBe(413)
    expect((await upload(buyer2, delivery.id)).statusCode).toBe(404)
    expect((await upload(admin, delivery.id)).statusCode).toBe(403)
  })
})

describe("'Selisih'", () => {
  it('staff list the open ones and close each with a resolution, once; the buyer is told', async () => {
    const { order, items, delivery } = await delivered('SLS')
    await buyer.post(`/api/deliveries/${delivery.id}/receipt`, {
      lines: [
        { order_item_id: items[0], qty_received: 4, discrepancy: { kind: 'salah_part', note: 'Yang datang part lain' } },
        { order_item_id: items[1], qty_received: 1, discrepancy: { kind: 'kurang', note: 'Kurang 1' } },
      ],
    })
    const open = (await staff.get('/api/seller/discrepancies'))
      .json()
      .items.filter((x: { order: { id: number } }) => x.order.id === order.id)
    expect(open.map((x: { part_no: string; kind: string }) => [x.part_no, x.kind])).toEqual([
      ['SLS-A', 'salah_part'],
      ['SLS-B', 'kurang'],
    ])
    expect((await buyer.get('/api/seller/discrepancies')).statusCode).toBe(403)
    const inBdg = (await staffBdg.get('/api/seller/discrepancies?state=semua')).json().items
    expect(inBdg.some((x: { order: { id: number } }) => x.order.id === order.id)).toBe(false)
    expect((await admin.get('/api/seller/discrepancies')).json().items.some((x: { id: number }) => x.id === open[0].id)).toBe(
      true,
    )

    const id = open[0].id
    expect((await staff.post(`/api/discrepancies/${id}/close`, { resolution: 'retur', note: '  ' })).statusCode).toBe(400)
    expect((await staffBdg.post(`/api/discrepancies/${id}/close`, { resolution: 'retur', note: 'x' })).statusCode).toBe(404)
    expect((await buyer.post(`/api/discrepancies/${id}/close`, { resolution: 'retur', note: 'x' })).statusCode).toBe(403)
    const closed = await staff.post(`/api/discrepancies/${id}/close`, { resolution: 'kirim_ulang', note: 'Dikirim ulang besok' })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toMatchObject({ state: 'selesai', resolution: 'kirim_ulang', resolution_label: 'Kirim ulang' })
    const twice = await staff.post(`/api/discrepancies/${id}/close`, { resolution: 'retur', note: 'lagi' })
    expect(twice.statusCode).toBe(409)
    const told = await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('order_id', '=', order.id)
      .where('event', '=', 'selisih_selesai')
      .execute()
    expect(told.map((r) => r.user_id).sort()).toEqual([w.buyer.id, w.dual.id].sort((a, b) => a - b))
    const stillOpen = (await staff.get('/api/seller/discrepancies')).json().items.map((x: { id: number }) => x.id)
    expect(stillOpen).toContain(open[1].id)
    expect(stillOpen).not.toContain(id)
    // paging walks every one once
    const all: number[] = []
    let cursor: string | null = null
    do {
      const page: { items: Array<{ id: number }>; next_cursor: string | null } = (
        await staff.get(`/api/seller/discrepancies?state=semua&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json()
      all.push(...page.items.map((x) => x.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(expect.arrayContaining([open[0].id, open[1].id]))
    expect((await staff.get('/api/seller/discrepancies?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400)
  })
})

describe('two at once', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'the buyer and staff confirm together: one receipt is recorded, the other answers it',
    async () => {
      const clerk = await signIn(t.app, 'staf.satu')
      const person = await signIn(t.app, 'beli.satu')
      const { items, delivery, order } = await delivered('DUA')
      const body = {
        lines: [
          { order_item_id: items[0], qty_received: 4 },
          { order_item_id: items[1], qty_received: 2 },
        ],
      }
      const answers = await Promise.all([
        person.post(`/api/deliveries/${delivery.id}/receipt`, body),
        clerk.post(`/api/deliveries/${delivery.id}/receipt`, body),
      ])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
      expect(answers.map((a) => a.json().recorded).sort()).toEqual([false, true])
      const events = await t.database.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order.id)
        .where('action', '=', 'terima-barang')
        .execute()
      expect(events).toHaveLength(1)
    },
  )
})

describe('confirmed by the portal after the branch’s days (the clock only moves on from here)', () => {
  it('a delivery nobody confirmed counts as received, in full, by the system, once', async () => {
    const { order, delivery } = await delivered('AUTO')
    const received = async () =>
      (
        await t.database.db
          .selectFrom('deliveries')
          .select(['received_at', 'received_role'])
          .where('id', '=', delivery.id)
          .executeTakeFirstOrThrow()
      ).received_role
    const run = () => confirmOverdue({ db: t.database.db, clock: t.clock, orderEvents: probe.orderEvents })
    // sent on 20 November (Jakarta); three days pass on the 23rd, the fourth day is the 24th
    t.clock.set('2026-11-23T16:59:00Z')
    await run()
    expect(await received()).toBeNull()
    t.clock.set('2026-11-23T17:00:00Z')
    expect(await run()).toBeGreaterThanOrEqual(1)
    expect(await received()).toBe('sistem')
    expect(await run()).toBe(0)
    const events = await t.database.db
      .selectFrom('order_events')
      .select(['actor_role', 'actor_id'])
      .where('order_id', '=', order.id)
      .where('action', '=', 'terima-barang')
      .execute()
    expect(events).toEqual([{ actor_role: 'sistem', actor_id: null }])
    const lines = await t.database.db
      .selectFrom('delivery_lines')
      .select('qty_received')
      .where('delivery_id', '=', delivery.id)
      .execute()
    expect(lines.map((l) => l.qty_received).sort()).toEqual([2, 4])
  })
})
