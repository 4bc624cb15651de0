import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import type { Agent, TestApp } from '../test/app'
import { type OrderWorld, signInHeadOffice, startDeliveryWorld } from '../test/delivery-world'
import { htmlAsPng, oversized, photo } from '../test/images'
import { anonymous } from '../test/management-factories'
import { postForm } from '../test/multipart'
import { part, signIn } from '../test/order-factories'
import { agreement } from '../test/price-factories'

// 'Tanya Part' (docs/product.md §14.4): a buyer asks his branch with the car's details and photos;
// the branch's staff answer with parts of the catalogue; the buyer reads them at his own prices and
// puts them in his cart with one tap, or replies. Buyers see their store's requests, staff their
// branch's, head office none; every write names the version it read.

let t: TestApp
let w: OrderWorld
let buyer: Agent
let buyer2: Agent
let staff: Agent
let staff2: Agent
let staffBdg: Agent

/** the test clock's start: 10:00 in Jakarta on 20 November 2026 */
const NOW = '2026-11-20T03:00:00.000Z'

beforeAll(async () => {
  ;({ t, w, buyer, buyer2, staff, staff2, staffBdg } = await startDeliveryWorld())
})
afterAll(() => t.close())

const ask = (more: object = {}) => ({
  client_key: randomUUID(),
  vehicle_model: 'Xpander',
  vehicle_year: 2019,
  vin: 'mk2nc4gu7kj000123',
  need: 'Kampas rem depan, bunyi saat mengerem',
  qty: 2,
  ...more,
})

async function asked(agent: Agent = buyer, more: object = {}) {
  const res = await agent.post('/api/part-requests', ask(more))
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { id: number; version: number; state: string; photos: string[]; vin: string | null }
}

const upload = async (agent: Agent, bytes?: Buffer, name = 'kampas.png', type = 'image/png') =>
  postForm(agent, '/api/part-requests/photos', {}, { name, bytes: bytes ?? (await photo('png', 48)), type })

async function uploaded(agent: Agent = buyer): Promise<string> {
  const res = await upload(agent)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id
}

const read = (agent: Agent, id: number) => agent.get(`/api/part-requests/${id}`)
const answer = (agent: Agent, id: number, body: object) => agent.post(`/api/part-requests/${id}/answer`, body)

const notices = (event: 'tanya_baru' | 'tanya_dijawab') =>
  t.database.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.username', 'notifications.link', 'notifications.title'])
    .where('event', '=', event)
    .orderBy('notifications.id')
    .execute()

describe('asking the branch', () => {
  it("sends the car's details and photos; the branch's staff see it Baru and are told, nobody else sees it", async () => {
    const before = (await notices('tanya_baru')).length
    const photos = [await uploaded(), await uploaded()]
    const made = await asked(buyer, { photo_ids: photos })
    expect(made).toMatchObject({ state: 'baru', vin: 'MK2NC4GU7KJ000123', toko: 'TOKO MAJU JAYA', photos, can_reply: true })

    const list = await staff.get('/api/part-requests')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(made.id)
    expect((await staff.get('/api/part-requests/count')).json().waiting).toBeGreaterThan(0)
    expect((await read(staff, made.id)).json()).toMatchObject({ can_answer: true, can_reply: false, can_add_to_cart: false })

    const told = (await notices('tanya_baru')).slice(before)
    expect(told.map((n) => n.username).sort()).toEqual(['dua.peran', 'staf.dua', 'staf.satu'])
    expect(told[0]).toMatchObject({ link: `/seller/tanya-part/${made.id}`, title: 'Tanya Part dari TOKO MAJU JAYA' })

    // another branch's staff, another store's buyer: as if it never was
    expect((await read(staffBdg, made.id)).statusCode).toBe(404)
    expect((await read(buyer2, made.id)).statusCode).toBe(404)
    expect((await staffBdg.get('/api/part-requests?state=semua')).json().items).toEqual([])
    expect((await buyer2.get('/api/part-requests?state=semua')).json().items.map((r: { id: number }) => r.id)).not.toContain(
      made.id,
    )
    // the photos likewise
    expect((await staff.get(`/api/part-request-photos/${photos[0]}`)).headers['content-type']).toBe('image/webp')
    expect((await buyer.get(`/api/part-request-photos/${photos[1]}`)).statusCode).toBe(200)
    expect((await staffBdg.get(`/api/part-request-photos/${photos[0]}`)).statusCode).toBe(404)
    expect((await buyer2.get(`/api/part-request-photos/${photos[0]}`)).statusCode).toBe(404)
  })

  it('is refused to the anonymous (401), to head office and to staff asking (403)', async () => {
    const nobody = await anonymous(t.app)
    expect((await nobody.get('/api/part-requests')).statusCode).toBe(401)
    expect((await nobody.post('/api/part-requests', ask())).statusCode).toBe(401)
    const admin = await signInHeadOffice(t)
    expect((await admin.get('/api/part-requests')).statusCode).toBe(403)
    expect((await admin.post('/api/part-requests', ask())).statusCode).toBe(403)
    expect((await staff.post('/api/part-requests', ask())).statusCode).toBe(403)
    expect((await upload(staff)).statusCode).toBe(403)
    const mine = await asked()
    expect((await admin.get(`/api/part-requests/${mine.id}`)).statusCode).toBe(403)
    expect((await buyer.post(`/api/part-requests/${mine.id}/answer`, { version: 1, message: 'x' })).statusCode).toBe(403)
  })

  it("checks every field with the form's messages, and takes no field it does not name", async () => {
    // the schema's refusals are 400s naming the field and the form's message; the clock's, 422
    const refused = async (more: object, field: string, detail?: string, status = 400) => {
      const res = await buyer.post('/api/part-requests', ask(more))
      expect(res.statusCode, res.body).toBe(status)
      expect(JSON.stringify(res.json())).toContain(field)
      if (detail) expect(JSON.stringify(res.json())).toContain(detail)
    }
    await refused({ vin: 'MK2NC4GU7KJ00012O' }, 'vin', T.vinInvalid)
    await refused({ vin: 'MK2NC4GU7KJ' }, 'vin', T.vinInvalid)
    await refused({ vehicle_model: '   ' }, 'vehicle_model', T.modelRequired)
    await refused({ need: 'x'.repeat(301) }, 'need', T.needTooLong)
    await refused({ need: 'rem\u0000' }, 'tidak diizinkan')
    await refused({ qty: 0 }, 'qty')
    await refused({ qty: 1000 }, 'qty')
    await refused({ vehicle_year: 1969 }, 'vehicle_year', T.yearInvalid)
    // next year's model is sold this year; the year after is not
    expect((await buyer.post('/api/part-requests', ask({ vehicle_year: 2027 }))).statusCode).toBe(200)
    await refused({ vehicle_year: 2028 }, 'vehicle_year', T.yearInvalid, 422)
    await refused({ photo_ids: ['a'.repeat(22), 'b'.repeat(22), 'c'.repeat(22), 'd'.repeat(22)] }, 'photo_ids')

    for (const extra of [{ store_id: w.store2.id }, { branch_id: w.bdg.id }, { state: 'selesai' }, { created_by: w.staff.id }]) {
      const res = await buyer.post('/api/part-requests', ask(extra))
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
    }
    // without a chassis number is fine
    expect((await asked(buyer, { vin: '' })).vin).toBeNull()
  })

  it('makes one request of a double press, and names only photos the buyer uploaded and did not send yet', async () => {
    const body = ask()
    const [a, b] = await Promise.all([buyer.post('/api/part-requests', body), buyer.post('/api/part-requests', body)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().id).toBe(b.json().id)
    const { n } = await t.database.db
      .selectFrom('part_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_key', '=', body.client_key)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)

    const others = await uploaded(buyer2)
    const res = await buyer.post('/api/part-requests', ask({ photo_ids: [others] }))
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe(T.photoUnknown)
    const used = await uploaded()
    await asked(buyer, { photo_ids: [used] })
    expect((await buyer.post('/api/part-requests', ask({ photo_ids: [used] }))).statusCode).toBe(422)
  })
})

describe('photos', () => {
  it('refuses what is no picture, too large, or two files in one upload', async () => {
    expect((await upload(buyer, htmlAsPng)).statusCode).toBe(415)
    expect((await upload(buyer, oversized())).statusCode).toBe(413)
    const form = new FormData()
    const png = await photo('png', 32)
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png')
    const encoded = new Response(form)
    const two = await buyer.request('POST', '/api/part-requests/photos', Buffer.from(await encoded.arrayBuffer()), {
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    })
    expect(two.statusCode).toBe(400)
    expect((await buyer.get('/api/part-request-photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404)
  })

  it('keeps at most a dozen photos of a buyer not yet sent, and forgets those left for an hour', async () => {
    const loner = await signIn(t.app, 'beli.bdg')
    for (let i = 0; i < 12; i += 1) await uploaded(loner)
    const full = await upload(loner)
    expect(full.statusCode).toBe(422)
    expect(full.json().detail).toBe(T.photosFull)
    // an hour later (the photos' time moved back: the session's own clock stays)
    await t.database.db
      .updateTable('part_request_photos')
      .set({ created_at: new Date(Date.parse(NOW) - 61 * 60 * 1000) })
      .where('uploaded_by', '=', w.buyerBdg.id)
      .execute()
    expect((await upload(loner)).statusCode).toBe(200)
    const { n } = await t.database.db
      .selectFrom('part_request_photos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('uploaded_by', '=', w.buyerBdg.id)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
  })
})

describe('answering', () => {
  it("names parts at the buyer's own prices and tells him; he adds them to his cart with one tap and it is Selesai", async () => {
    const db = t.database.db
    const [pad, shoe] = await Promise.all([
      part(db, { sto_id: 'MZ690001', name: 'PAD SET FR BRAKE XPANDER', price: 400_000 }),
      part(db, { sto_id: 'MZ690002', name: 'SHOE SET RR BRAKE XPANDER', price: 300_000 }),
    ])
    await agreement(db, { store: w.store, product: pad, discountPercent: 10 })
    const made = await asked()
    const before = (await notices('tanya_dijawab')).length

    const res = await answer(staff, made.id, {
      version: made.version,
      message: 'Untuk Xpander 2019 ini kampasnya',
      lines: [
        { part_no: 'mz690001', qty: 2, note: 'Depan' },
        { part_no: 'MZ690002', qty: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ state: 'dijawab', can_answer: true })

    const seen = (await read(buyer, made.id)).json()
    expect(seen).toMatchObject({ state: 'dijawab', can_add_to_cart: true, can_reply: true })
    const answerMessage = seen.messages.at(-1)
    expect(answerMessage).toMatchObject({ side: 'seller', body: 'Untuk Xpander 2019 ini kampasnya' })
    expect(answerMessage.lines).toEqual([
      expect.objectContaining({
        part_no: 'MZ690001',
        qty: 2,
        note: 'Depan',
        price: 360_000,
        price_list: 400_000,
        discount_percent: 10,
      }),
      expect.objectContaining({ part_no: 'MZ690002', qty: 1, note: null, price: 300_000, price_source: 'daftar' }),
    ])
    const told = (await notices('tanya_dijawab')).slice(before)
    expect(told.map((n) => n.username).sort()).toEqual(['beli.satu', 'dua.peran'])
    expect(told[0].link).toBe(`/user/tanya-part/${made.id}`)

    await buyer.post('/api/cart/items', { product_id: shoe.id, qty: 3 })
    const added = await buyer.post(`/api/part-requests/${made.id}/cart`, { version: seen.version })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({
      added: [
        { sto_id: 'MZ690001', qty: 2, capped: false },
        { sto_id: 'MZ690002', qty: 1, capped: false },
      ],
      request: { state: 'selesai', can_add_to_cart: false, can_reply: false },
    })
    const cart = added.json().cart
    const qtyOf = (sto: string) => cart.items.find((i: { sto_id: string }) => i.sto_id === sto)?.qty
    expect([qtyOf('MZ690001'), qtyOf('MZ690002')]).toEqual([2, 4])

    // the second tap of the same screen adds nothing
    const again = await buyer.post(`/api/part-requests/${made.id}/cart`, { version: seen.version })
    expect(again.statusCode).toBe(409)
    expect((await buyer.get('/api/cart')).json().items.find((i: { sto_id: string }) => i.sto_id === 'MZ690002').qty).toBe(4)
  })

  it('refuses a part the catalogue does not sell, an empty answer, the same part twice, and another branch', async () => {
    const made = await asked()
    const unknown = await answer(staff, made.id, { version: made.version, lines: [{ part_no: 'TIDAK-ADA', qty: 1 }] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().detail).toBe(T.partUnknown('TIDAK-ADA'))
    const empty = await answer(staff, made.id, { version: made.version, lines: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toContain(T.answerEmpty)
    const p = await part(t.database.db)
    const twice = await answer(staff, made.id, {
      version: made.version,
      lines: [
        { part_no: p.sto_id, qty: 1 },
        { part_no: p.sto_id, qty: 2 },
      ],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().detail).toContain(T.lineTwice)
    expect((await answer(staffBdg, made.id, { version: made.version, message: 'x' })).statusCode).toBe(404)
    expect((await answer(staff, made.id, { version: made.version, message: 'x', state: 'selesai' })).statusCode).toBe(400)
    expect((await read(buyer, made.id)).json()).toMatchObject({ state: 'baru', messages: [] })
  })

  it('takes one of two clerks answering the same version at once; the other is told to reload', async () => {
    const made = await asked()
    const p = await part(t.database.db)
    const [a, b] = await Promise.all([
      answer(staff, made.id, { version: made.version, lines: [{ part_no: p.sto_id, qty: 1 }] }),
      answer(staff2, made.id, { version: made.version, message: 'Stok kosong' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json()).toMatchObject({ code: 'PART_REQUEST_STALE', detail: T.stale })
    expect((await read(buyer, made.id)).json().messages).toHaveLength(1)
  })

  it('goes back to Baru when the buyer replies, and ends when either side closes it', async () => {
    const made = await asked()
    const answered = (await answer(staff, made.id, { version: made.version, message: 'Nomor rangkanya berapa?' })).json()
    expect(answered.state).toBe('dijawab')
    // a message alone puts nothing in the cart
    expect((await read(buyer, made.id)).json().can_add_to_cart).toBe(false)
    const before = (await notices('tanya_baru')).length
    const replied = await buyer.post(`/api/part-requests/${made.id}/reply`, {
      version: answered.version,
      message: 'MK2NC4GU7KJ000123',
    })
    expect(replied.statusCode, replied.body).toBe(200)
    expect(replied.json()).toMatchObject({ state: 'baru' })
    expect((await notices('tanya_baru')).length).toBeGreaterThan(before)
    expect(
      (await buyer.post(`/api/part-requests/${made.id}/reply`, { version: answered.version, message: 'x' })).statusCode,
    ).toBe(409)
    expect(
      (await buyer.post(`/api/part-requests/${made.id}/reply`, { version: replied.json().version, message: ' ' })).statusCode,
    ).toBe(400)

    const closed = await staff.post(`/api/part-requests/${made.id}/close`, { version: replied.json().version })
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ state: 'ditutup', can_answer: false, can_close: false })
    const late = await answer(staff, made.id, { version: closed.json().version, message: 'x' })
    expect(late.json()).toMatchObject({ code: 'PART_REQUEST_STATE', detail: T.notOpen })
  })
})

describe('the lists', () => {
  it('filter by state and, for staff, by store; the counts are what waits for each side', async () => {
    const other = await asked(buyer2, { need: 'Filter oli' })
    const byStore = (await staff.get('/api/part-requests?state=semua&store=sentosa')).json()
    expect(byStore.items.map((r: { id: number }) => r.id)).toEqual([other.id])
    expect(byStore.items.every((r: { toko: string }) => r.toko === 'BENGKEL SENTOSA')).toBe(true)
    // a buyer's store filter means nothing: his list is his store's
    const own = (await buyer.get('/api/part-requests?state=semua&store=sentosa')).json()
    expect(own.items.every((r: { toko: string }) => r.toko === 'TOKO MAJU JAYA')).toBe(true)
    const baru = (await staff.get('/api/part-requests?state=baru')).json()
    expect(baru.items.every((r: { state: string }) => r.state === 'baru')).toBe(true)
    expect(baru.total).toBe((await staff.get('/api/part-requests/count')).json().waiting)
    expect((await staff.get('/api/part-requests?state=hilang')).statusCode).toBe(400)
    expect((await staff.get('/api/part-requests?page=0')).statusCode).toBe(400)
    const second = (await staff.get('/api/part-requests?state=semua&page=2')).json()
    expect(second.page).toBe(2)
  })

  it('offer the models the catalogue names', async () => {
    await part(t.database.db, { name: 'FILTER OIL PAJERO SPORT' })
    const res = await buyer.get('/api/part-requests/models')
    expect(res.statusCode).toBe(200)
    expect(res.json().models).toContain('Pajero Sport')
    expect(res.json().models).not.toContain('Kuda')
  })
})
