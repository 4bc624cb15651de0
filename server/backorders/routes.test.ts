import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrder, buildOrderWorld, type LineInput, PASSWORD, type Product, part, READY, signIn } from '../test/order-factories'

// The back-order lists (docs/product.md §13.1): who sees which lines, the filters, the order and
// the keyset pages, the navbars' counts, and an order's own lines. The lines are opened the real
// way, by exporting Dipesan orders; the states a stock load or a move would reach are set in the
// database, so each list is checked against a fixed set.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let buyer: Agent
let buyer2: Agent
let buyerBdg: Agent
let staff: Agent
let staffBdg: Agent
let admin: Agent
const o = {} as Record<'A' | 'B' | 'C' | 'D', { id: number; no_transaksi: string }>
/** the lines by name: order letter and line number; LA2 is old (flagged), LD1..LD3 moved in the database */
const L = {} as Record<'A1' | 'A2' | 'B1' | 'C1' | 'D1' | 'D2' | 'D3', number>

const line = (product: Product, ready: number, est: number, confirmed: number, more: Partial<LineInput> = {}): LineInput => ({
  product,
  qty_estimasi: est,
  qty_confirmed: confirmed,
  ready_status_id: ready,
  ...more,
})

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  await buildUser(db, { username: 'pusat.satu', password: PASSWORD, roles: ['admin'] })
  const p = {
    kampas: await part(db, { sto_id: 'BO-KAMPAS', name: 'KAMPAS REM' }),
    filter: await part(db, { sto_id: 'BO-FILTER', name: 'FILTER OLI' }),
    busi: await part(db, { sto_id: 'BO-BUSI', name: 'BUSI' }),
    lampu: await part(db, { sto_id: 'BO-LAMPU', name: 'LAMPU' }),
    aki: await part(db, { sto_id: 'BO-AKI', name: 'AKI' }),
  }
  staff = await signIn(t.app, 'staf.satu')
  staffBdg = await signIn(t.app, 'staf.bdg')
  /** a Dipesan order exported by its branch's staff, a minute after the last one */
  const exported = async (store: { id: number }, creator: { id: number }, lines: LineInput[], bdg = false) => {
    t.clock.advance(60_000)
    const order = await buildOrder(db, { branch: bdg ? w.bdg : w.jkt, store, creator, status: 3, lines })
    const res = await (bdg ? staffBdg : staff).post(`/api/orders/${order.id}/actions/export`)
    expect(res.statusCode, res.body).toBe(200)
    const rows = await db.selectFrom('backorder_lines').select('id').where('order_id', '=', order.id).orderBy('id').execute()
    return { order, ids: rows.map((r) => Number(r.id)) }
  }
  const a = await exported(w.store, w.buyer, [
    line(p.kampas, READY.indent, 5, 2, { eta: '2026-12-10' }),
    line(p.filter, READY.kosong, 4, 0),
    line(p.busi, READY.ada, 2, 2),
  ])
  const b = await exported(w.store2, w.buyer2, [line(p.kampas, READY.sebagian, 6, 4)])
  const c = await exported(w.storeBdg, w.buyerBdg, [line(p.filter, READY.kosong, 3, 0)], true)
  const d = await exported(w.store, w.buyer, [
    line(p.busi, READY.kosong, 1, 0),
    line(p.lampu, READY.inactive, 2, 0),
    line(p.aki, READY.kosong, 5, 1),
  ])
  Object.assign(o, { A: a.order, B: b.order, C: c.order, D: d.order })
  ;[L.A1, L.A2] = a.ids
  ;[L.B1] = b.ids
  ;[L.C1] = c.ids
  ;[L.D1, L.D2, L.D3] = d.ids
  // LA2 waits for 40 days (past the branch's 30); LD1's part arrived; LD2 given up; LD3 ordered again
  const now = t.clock.now()
  await sql`update backorder_lines set created_at = ${new Date(now.getTime() - 40 * 86_400_000)} where id = ${L.A2}`.execute(db)
  await sql`update backorder_lines set state = 'stok_tersedia', available_qty = 7, available_at = ${now} where id = ${L.D1}`.execute(
    db,
  )
  await sql`update backorder_lines set state = 'dibatalkan', cancel_reason = 'Tidak jadi', closed_at = ${now} where id = ${L.D2}`.execute(
    db,
  )
  const reorder = await buildOrder(db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: [{ product: p.aki, qty_estimasi: 4 }],
  })
  await sql`update backorder_lines set state = 'dipesan_ulang', reorder_id = ${reorder.id}, closed_at = ${now} where id = ${L.D3}`.execute(
    db,
  )
  buyer = await signIn(t.app, 'beli.satu')
  buyer2 = await signIn(t.app, 'beli.dua')
  buyerBdg = await signIn(t.app, 'beli.bdg')
  admin = await signIn(t.app, 'pusat.satu')
})
afterAll(() => t.close())

const names = () => new Map(Object.entries(L).map(([k, v]) => [v, k]))

/** The names of the lines a list answers, in its order. */
async function list(agent: Agent, url: string): Promise<string[]> {
  const res = await agent.get(url)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  const byId = names()
  return res.json().items.map((i: { id: number }) => byId.get(i.id) ?? `?${i.id}`)
}
const seller = (agent: Agent, query = '') => list(agent, `/api/seller/backorders${query}`)
const user = (agent: Agent, query = '') => list(agent, `/api/user/backorders${query}`)

describe('who sees which lines', () => {
  it("a buyer sees his store's open lines, Stok Tersedia first, then oldest first", async () => {
    expect(await user(buyer)).toEqual(['D1', 'A2', 'A1'])
    expect(await user(buyer2)).toEqual(['B1'])
    expect(await user(buyerBdg)).toEqual(['C1'])
  })

  it("staff see their branch's lines, every store of it; head office every branch's", async () => {
    expect(await seller(staff)).toEqual(['D1', 'A2', 'A1', 'B1'])
    expect(await seller(staffBdg)).toEqual(['C1'])
    expect(await seller(admin)).toEqual(['D1', 'A2', 'A1', 'B1', 'C1'])
  })

  it('answers each line with its order, store, branch, quantities and flags', async () => {
    const res = (await staff.get('/api/seller/backorders?state=semua')).json()
    const byId = (id: number) => res.items.find((i: { id: number }) => i.id === id)
    expect(byId(L.A1)).toEqual({
      id: L.A1,
      order: { id: o.A.id, no_transaksi: o.A.no_transaksi, bucket: 'diproses' },
      toko: 'TOKO MAJU JAYA',
      kode_toko: 'TK001',
      cabang: 'Cabang JKT01',
      part_no: 'BO-KAMPAS',
      part_name: 'KAMPAS REM',
      qty: 3,
      ready_code: 'indent',
      ready_label: 'Indent',
      eta: '2026-12-10',
      state: 'menunggu',
      state_label: 'Menunggu',
      created_at: expect.any(String),
      age_days: 0,
      flagged: false,
      available_qty: null,
      reorder: null,
      cancel_reason: null,
    })
    expect(byId(L.A2)).toMatchObject({ qty: 4, ready_code: 'kosong', eta: null, age_days: 40, flagged: true })
    expect(byId(L.B1)).toMatchObject({ qty: 2, ready_code: 'sebagian', toko: 'BENGKEL SENTOSA', kode_toko: 'TK002' })
    expect(byId(L.D1)).toMatchObject({ state: 'stok_tersedia', state_label: 'Stok Tersedia', available_qty: 7 })
    expect(byId(L.D2)).toMatchObject({ state: 'dibatalkan', cancel_reason: 'Tidak jadi', flagged: false })
    expect(byId(L.D3)).toMatchObject({ state: 'dipesan_ulang', reorder: { bucket: 'estimasi' } })
  })

  it('anonymous callers get 401, a buyer on the staff list and staff on the buyer list 403', async () => {
    const anonymous = new Agent(t.app)
    for (const url of [
      '/api/user/backorders',
      '/api/seller/backorders',
      '/api/user/backorders/counts',
      '/api/seller/backorders/counts',
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401)
    }
    for (const url of ['/api/seller/backorders', '/api/seller/backorders/counts']) {
      expect((await buyer.get(url)).statusCode, url).toBe(403)
    }
    for (const agent of [staff, admin]) {
      for (const url of ['/api/user/backorders', '/api/user/backorders/counts']) {
        expect((await agent.get(url)).statusCode, url).toBe(403)
      }
    }
  })
})

describe('the counts', () => {
  const counts = async (agent: Agent, side: 'user' | 'seller') => {
    const res = await agent.get(`/api/${side}/backorders/counts`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('count the open lines each session sees: waiting, arrived, and old', async () => {
    expect(await counts(buyer, 'user')).toEqual({ menunggu: 2, stok_tersedia: 1, lama: 1 })
    expect(await counts(buyer2, 'user')).toEqual({ menunggu: 1, stok_tersedia: 0, lama: 0 })
    expect(await counts(staff, 'seller')).toEqual({ menunggu: 3, stok_tersedia: 1, lama: 1 })
    expect(await counts(staffBdg, 'seller')).toEqual({ menunggu: 1, stok_tersedia: 0, lama: 0 })
    expect(await counts(admin, 'seller')).toEqual({ menunggu: 4, stok_tersedia: 1, lama: 1 })
  })

  it('are the same figures the list answers beside its page, whatever its filter', async () => {
    const res = (await staff.get('/api/seller/backorders?state=dibatalkan&limit=1')).json()
    expect(res.counts).toEqual({ menunggu: 3, stok_tersedia: 1, lama: 1 })
  })
})

describe('the filters', () => {
  it('state: the open ones by default, each state, every state', async () => {
    expect(await seller(staff, '?state=terbuka')).toEqual(['D1', 'A2', 'A1', 'B1'])
    expect(await seller(staff, '?state=')).toEqual(['D1', 'A2', 'A1', 'B1'])
    expect(await seller(staff, '?state=menunggu')).toEqual(['A2', 'A1', 'B1'])
    expect(await seller(staff, '?state=stok_tersedia')).toEqual(['D1'])
    expect(await seller(staff, '?state=dipesan_ulang')).toEqual(['D3'])
    expect(await seller(staff, '?state=dibatalkan')).toEqual(['D2'])
    expect(await seller(staff, '?state=semua')).toEqual(['D1', 'A2', 'A1', 'B1', 'D2', 'D3'])
    expect(await user(buyer, '?state=semua')).toEqual(['D1', 'A2', 'A1', 'D2', 'D3'])
    expect((await staff.get('/api/seller/backorders?state=open')).statusCode).toBe(400)
  })

  it('part: a part of the number, in any case', async () => {
    expect(await seller(staff, '?part=kampas')).toEqual(['A1', 'B1'])
    expect(await seller(staff, '?part=%20bo-KaM%20')).toEqual(['A1', 'B1'])
    expect(await seller(admin, '?part=FILTER')).toEqual(['A2', 'C1'])
    expect(await user(buyer, '?part=busi&state=semua')).toEqual(['D1'])
    expect(await seller(staff, '?part=ZZZ')).toEqual([])
    // LIKE's wildcards are plain characters
    expect(await seller(staff, '?part=BO%25')).toEqual([])
    expect(await seller(staff, '?part=B_-')).toEqual([])
  })

  it("store: staff find a store by name or code; a buyer's store filter changes nothing", async () => {
    expect(await seller(staff, '?store=sentosa')).toEqual(['B1'])
    expect(await seller(staff, '?store=tk002')).toEqual(['B1'])
    expect(await seller(staff, '?store=maju')).toEqual(['D1', 'A2', 'A1'])
    expect(await seller(admin, '?store=BANDUNG')).toEqual(['C1'])
    expect(await seller(staff, '?store=BANDUNG')).toEqual([])
    expect(await user(buyer, '?store=SENTOSA')).toEqual(['D1', 'A2', 'A1'])
    expect(await user(buyer, '?store=TK002&state=semua')).toEqual(['D1', 'A2', 'A1', 'D2', 'D3'])
  })

  it("age=lama: only the open lines older than the branch's number of days", async () => {
    expect(await seller(staff, '?age=lama')).toEqual(['A2'])
    expect(await seller(staff, '?age=lama&state=semua')).toEqual(['A2'])
    expect(await user(buyer, '?age=lama')).toEqual(['A2'])
    expect(await user(buyer2, '?age=lama')).toEqual([])
    expect((await staff.get('/api/seller/backorders?age=baru')).statusCode).toBe(400)
  })

  it('combine', async () => {
    expect(await seller(staff, '?part=kampas&store=maju')).toEqual(['A1'])
    expect(await seller(admin, '?part=filter&age=lama')).toEqual(['A2'])
  })

  it('ignore query keys they do not know, as the order list does', async () => {
    expect(await seller(staff, '?sort=id&store_id=999&foo=bar')).toEqual(['D1', 'A2', 'A1', 'B1'])
    expect(await user(buyer, '?store_id=999&branch_id=2')).toEqual(['D1', 'A2', 'A1'])
  })

  it('refuse a NUL byte or an overlong text with 400', async () => {
    for (const query of ['part=BO%00', 'store=A%00', `part=${'A'.repeat(41)}`, `store=${'A'.repeat(101)}`]) {
      const res = await staff.get(`/api/seller/backorders?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code, query).toBe('VALIDATION_ERROR')
    }
    expect((await buyer.get('/api/user/backorders?part=%00')).statusCode).toBe(400)
  })
})

describe('the order of the lines', () => {
  it('puts the lines whose stock arrived first, whatever their age, each group oldest first', async () => {
    const db = t.database.db
    await sql`update backorder_lines set state = 'stok_tersedia', available_qty = 1, available_at = ${t.clock.now()} where id = ${L.B1}`.execute(
      db,
    )
    try {
      // B1 waited less than A2, and was exported before D1
      expect(await seller(staff)).toEqual(['B1', 'D1', 'A2', 'A1'])
      expect(await seller(staff, '?state=stok_tersedia')).toEqual(['B1', 'D1'])
    } finally {
      await sql`update backorder_lines set state = 'menunggu', available_qty = null, available_at = null where id = ${L.B1}`.execute(
        db,
      )
    }
  })
})

describe('paging', () => {
  /** Follows next_cursor to the end; the names in the order they came. */
  async function walk(agent: Agent, url: string) {
    const seen: string[] = []
    const byId = names()
    let cursor: string | null = null
    for (let guard = 0; guard < 50; guard++) {
      const res = await agent.get(`${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      expect(body.items.length).toBeLessThanOrEqual(1)
      seen.push(...body.items.map((i: { id: number }) => byId.get(i.id)))
      if (!body.next_cursor) return seen
      cursor = body.next_cursor
    }
    throw new Error('paging did not end')
  }

  it('limit=1 walks every line once, in the list order, across Stok Tersedia and the rest', async () => {
    expect(await walk(staff, '/api/seller/backorders?state=semua&limit=1')).toEqual(['D1', 'A2', 'A1', 'B1', 'D2', 'D3'])
    expect(await walk(admin, '/api/seller/backorders?limit=1')).toEqual(['D1', 'A2', 'A1', 'B1', 'C1'])
    expect(await walk(buyer, '/api/user/backorders?limit=1&state=semua')).toEqual(['D1', 'A2', 'A1', 'D2', 'D3'])
  })

  it('keeps the filters from page to page', async () => {
    expect(await walk(staff, '/api/seller/backorders?part=kampas&limit=1')).toEqual(['A1', 'B1'])
  })

  it('answers the last page with no cursor', async () => {
    const res = (await staff.get('/api/seller/backorders?limit=4')).json()
    expect(res.items).toHaveLength(4)
    expect(res.next_cursor).toBeNull()
  })

  it('refuses a limit out of 1..100 with 400', async () => {
    for (const limit of ['0', '101', '99999', '-1', '1.5', 'abc']) {
      const res = await staff.get(`/api/seller/backorders?limit=${limit}`)
      expect(res.statusCode, limit).toBe(400)
      expect(res.json().code, limit).toBe('VALIDATION_ERROR')
    }
    expect((await staff.get('/api/seller/backorders?limit=100')).statusCode).toBe(200)
  })

  it('refuses a garbled or forged cursor with 400, never 500', async () => {
    const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
    const at = '2026-11-20T03:01:00.000Z'
    const tampered = [
      'garbage',
      '!!!!',
      '%00',
      b64('not json'),
      b64('null'),
      b64([1, 2]),
      b64({ t: at, i: 5 }),
      b64({ r: 2, t: at, i: 5 }),
      b64({ r: -1, t: at, i: 5 }),
      b64({ r: 0, t: at, i: 0 }),
      b64({ r: 0, t: at, i: -3 }),
      b64({ r: 0, t: at, i: 2 ** 60 }),
      b64({ r: 0, t: at, i: '5' }),
      b64({ r: 0, t: '2026-13-45T00:00:00.000Z', i: 5 }),
      b64({ r: 0, t: '0000-01-01T00:00:00.000Z', i: 5 }),
      b64({ r: 0, t: '2026-11-20T03:01:00Z', i: 5 }),
      b64({ r: 0, t: 1_700_000_000_000, i: 5 }),
      'x'.repeat(301),
    ]
    for (const cursor of tampered) {
      const res = await staff.get(`/api/seller/backorders?cursor=${encodeURIComponent(cursor)}`)
      expect(res.statusCode, cursor).toBe(400)
      expect(res.json().code, cursor).toBe('VALIDATION_ERROR')
    }
  })

  it('a well-formed cursor of any position just pages from there, within the session’s lines', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    // past every Stok Tersedia line: the waiting ones, oldest first
    expect(await user(buyer, `?cursor=${b64({ r: 0, t: '2100-01-01T00:00:00.000Z', i: 1 })}`)).toEqual(['A2', 'A1'])
    expect(await user(buyer2, `?cursor=${b64({ r: 0, t: '2000-01-01T00:00:00.000Z', i: 1 })}`)).toEqual(['B1'])
  })
})

describe("an order's own lines, GET /api/orders/:id/backorders", () => {
  const ofOrder = (agent: Agent, id: number | string) => agent.get(`/api/orders/${id}/backorders`)

  it('lists the lines the export left, for the buyer and the staff of the order', async () => {
    for (const agent of [buyer, staff]) {
      const res = await ofOrder(agent, o.A.id)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().lines.map((l: { id: number }) => l.id)).toEqual([L.A2, L.A1])
      expect(res.json().origins).toEqual([])
    }
    expect((await ofOrder(buyerBdg, o.C.id)).json().lines.map((l: { id: number }) => l.id)).toEqual([L.C1])
  })

  it("answers 404 for another store's order, another branch's, and ids that name nothing", async () => {
    const refused: Array<[Agent, number | string]> = [
      [buyer, o.B.id],
      [buyer2, o.A.id],
      [buyer, o.C.id],
      [staff, o.C.id],
      [staffBdg, o.A.id],
      [buyer, 'abc'],
      [buyer, '99999999999999999999'],
      [staff, '0'],
      [staff, '-1'],
      [staff, '1e3'],
      [staff, '99999999'],
    ]
    for (const [agent, id] of refused) {
      const res = await ofOrder(agent, id)
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' })
    }
    expect((await ofOrder(new Agent(t.app), o.A.id)).statusCode).toBe(401)
  })
})

describe('a deactivated account', () => {
  it('is refused on its open session at once', async () => {
    const db = t.database.db
    const gone = await buildUser(db, { username: 'beli.pergi', password: PASSWORD, roles: ['user'], storeId: w.store.id })
    const tab = await signIn(t.app, 'beli.pergi')
    expect((await tab.get('/api/user/backorders')).statusCode).toBe(200)
    // as the store's staff deactivate him: his sessions end with it
    expect((await staff.post(`/api/seller/users/${gone.id}/deactivate`, {})).statusCode).toBe(200)
    for (const url of ['/api/user/backorders', '/api/user/backorders/counts', `/api/orders/${o.A.id}/backorders`]) {
      expect((await tab.get(url)).statusCode, url).toBe(401)
    }
    expect((await tab.post('/api/backorders/actions/batal', { ids: [L.A1] })).statusCode).toBe(401)
    expect((await tab.post('/api/backorders/actions/pesan', { ids: [L.A1] })).statusCode).toBe(401)
    const row = await db.selectFrom('backorder_lines').select('state').where('id', '=', L.A1).executeTakeFirstOrThrow()
    expect(row.state).toBe('menunggu')
  })
})
