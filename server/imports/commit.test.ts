import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import { postForm } from '../test/multipart'

// The token between validate and commit: one order in Estimasi from the validated aggregate, for
// its owner only, once, within 30 minutes, and never from the cart.
let t: TestApp
let buyer: Agent
let other: Agent
const ids = new Map<string, number>()

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db, 'JKT01')
  const store = await buildStore(db, branch.id)
  const otherStore = await buildStore(db, branch.id)
  await buildUser(db, { username: 'impor', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'impor.lain', password: 'rahasia1', roles: ['user'], storeId: otherStore.id })
  await buildUser(db, { username: 'staf.jkt', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
  for (const [i, p] of ['1230A046', '1230A182', 'MZ320282', 'HAPUS001', 'HAPUS002', 'HAPUS003'].entries()) {
    ids.set(p, (await buildProduct(db, { sto_id: p, name: `PART ${p}`, price: 1_000 * (i + 1) })).id)
  }
  buyer = new Agent(t.app)
  await buyer.login('impor', 'rahasia1')
  other = new Agent(t.app)
  await other.login('impor.lain', 'rahasia1')
})
afterAll(() => t.close())

async function tokenFor(lines: string, agent = buyer): Promise<string> {
  const res = await postForm(
    agent,
    '/api/orders/import/validate',
    {},
    { name: 'p.csv', bytes: Buffer.from(`part_no,qty,catatan\n${lines}`) },
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json().validation_token
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')
const commit = (token: string, note_user?: string, agent = buyer) =>
  agent.post('/api/orders/import/commit', note_user === undefined ? { token } : { token, note_user })
const countOrders = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /api/orders/import/commit', () => {
  it('creates one estimate from the aggregate with a create event, and leaves the cart alone', async () => {
    await buyer.post('/api/cart/items', { product_id: ids.get('MZ320282'), qty: 3, description: 'di keranjang' })
    const cartBefore = (await buyer.get('/api/cart')).json()
    const token = await tokenFor('1230a046,2,rem depan\n1230A046,3,\nTIDAKADA,1,\n1230A182,dua,\n1230A182,7,x\n')
    const res = await commit(token, '  dari file  ')
    expect(res.statusCode, res.body).toBe(201)
    const { order_id, no_transaksi } = res.json()
    expect(no_transaksi).toMatch(/^DPO\/JKT01\/\d{6}\/\d{5}$/)

    const db = t.database.db
    const order = await db.selectFrom('orders').selectAll().where('id', '=', order_id).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 1, source: 'import', note_user: 'dari file' })
    const lines = await db.selectFrom('order_items').selectAll().where('order_id', '=', order_id).orderBy('line_no').execute()
    expect(lines.map((l) => [l.part_no, l.part_name, l.qty_estimasi, Number(l.price), l.note_user])).toEqual([
      ['1230A046', 'PART 1230A046', 5, 1_000, 'rem depan'],
      ['1230A182', 'PART 1230A182', 7, 2_000, 'x'],
    ])
    const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', order_id).execute()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ action: 'create', from_status: null, to_status: 1, actor_role: 'user' })
    // the branch's staff are told of it, in the same transaction
    const told = await db.selectFrom('notifications').select(['event', 'body']).where('order_id', '=', order_id).execute()
    expect(told).toEqual([
      { event: 'estimasi_baru', body: expect.stringMatching(/: 2 part dari file impor, menunggu konfirmasi\.$/) },
    ])
    const detail = typeof events[0].detail === 'string' ? JSON.parse(events[0].detail) : events[0].detail
    expect(detail).toMatchObject({ source: 'import', lines: 2 })
    expect((await buyer.get('/api/cart')).json()).toEqual(cartBefore)
    // the buyer sees it like any estimate
    expect((await buyer.get(`/api/orders/${order_id}`)).statusCode).toBe(200)
  })

  it('works once: a second commit is 409 and names the order already made', async () => {
    const token = await tokenFor('MZ320282,1,\n')
    const first = await commit(token)
    expect(first.statusCode).toBe(201)
    const before = await countOrders()
    const again = await commit(token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'IMPORT_ALREADY_COMMITTED', order_id: first.json().order_id })
    expect(await countOrders()).toBe(before)
  })

  it('two commits of one token at once (a double click) make one order; the other names it with 409', async () => {
    const token = await tokenFor('MZ320282,2,\n')
    const before = await countOrders()
    const answers = await Promise.all([commit(token), commit(token)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const made = answers.find((a) => a.statusCode === 201)?.json().order_id
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'IMPORT_ALREADY_COMMITTED', order_id: made })
    expect(await countOrders()).toBe(before + 1)
  })

  it("answers 404 to another user's token and to a made-up one", async () => {
    const token = await tokenFor('MZ320282,1,\n')
    const before = await countOrders()
    const stolen = await commit(token, '', other)
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json().code).toBe('IMPORT_TOKEN_INVALID')
    expect((await commit('x'.repeat(32))).statusCode).toBe(404)
    expect(await countOrders()).toBe(before)
    // the owner can still use it
    expect((await commit(token)).statusCode).toBe(201)
  })

  it('expires after 30 minutes (410), and not before', async () => {
    const late = await tokenFor('MZ320282,1,\n')
    const onTime = await tokenFor('MZ320282,2,\n')
    t.clock.advance(29 * 60_000 + 59_000)
    expect((await commit(onTime)).statusCode).toBe(201)
    t.clock.advance(1_000)
    const res = await commit(late)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({
      code: 'IMPORT_TOKEN_EXPIRED',
      detail: 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.',
    })
  })

  it('refuses when no part of the token is still recognised; keeps the rest when some are', async () => {
    const db = t.database.db
    const gone = await tokenFor('HAPUS001,1,\nHAPUS002,2,\n')
    const partly = await tokenFor('HAPUS003,1,\n1230A182,4,\n')
    await db.updateTable('products').set({ is_active: false }).where('sto_id', 'in', ['HAPUS001', 'HAPUS003']).execute()
    await db.deleteFrom('products').where('sto_id', '=', 'HAPUS002').execute()
    const before = await countOrders()
    const res = await commit(gone)
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe('Tidak ada part yang dikenali untuk diimport')
    expect(await countOrders()).toBe(before)
    const ok = await commit(partly)
    expect(ok.statusCode, ok.body).toBe(201)
    const lines = await db
      .selectFrom('order_items')
      .select(['part_no', 'qty_estimasi'])
      .where('order_id', '=', ok.json().order_id)
      .execute()
    expect(lines).toEqual([{ part_no: '1230A182', qty_estimasi: 4 }])
  })

  it('validates the body: note at most 100, no unknown fields, a token of sane length', async () => {
    const token = await tokenFor('1230A046,1,\n')
    const long = await commit(token, 'n'.repeat(101))
    expect(long.statusCode).toBe(400)
    expect(long.json().detail).toContain('Maks 100 karakter')
    expect((await buyer.post('/api/orders/import/commit', { token, note_user: '', order_id: 1 })).statusCode).toBe(400)
    expect((await buyer.post('/api/orders/import/commit', { token: 'pendek' })).statusCode).toBe(400)
    expect((await buyer.post('/api/orders/import/commit', { token: 12345678901 })).statusCode).toBe(400)
    expect((await commit(token, 'a\u0000b')).statusCode).toBe(400)
    const ok = await commit(token, 'n'.repeat(100))
    expect(ok.statusCode).toBe(201)
    const order = await t.database.db
      .selectFrom('orders')
      .select('note_user')
      .where('id', '=', ok.json().order_id)
      .executeTakeFirstOrThrow()
    expect(order.note_user).toBe('n'.repeat(100))
  })

  it('answers 401 without a session and 403 to staff', async () => {
    const token = await tokenFor('1230A046,1,\n')
    const anon = new Agent(t.app)
    await anon.get('/api/auth/csrf')
    expect((await commit(token, '', anon)).statusCode).toBe(401)
    const staff = new Agent(t.app)
    await staff.login('staf.jkt', 'rahasia1')
    expect((await commit(token, '', staff)).statusCode).toBe(403)
    expect((await commit(token)).statusCode).toBe(201)
  })
})

// last: it moves the clock a day on
describe('the stored tokens', () => {
  it('forgets a token a day past its expiry at the next check, and no sooner', async () => {
    const db = t.database.db
    const kept = async (token: string) =>
      (await db.selectFrom('import_tokens').select('token_hash').where('token_hash', '=', sha256(token)).execute()).length === 1
    const first = await tokenFor('MZ320282,1,\n')
    // 30 minutes to expire, then a day kept: a minute short of it, the next check leaves it
    t.clock.advance(30 * 60_000 + 86_400_000 - 60_000)
    await buyer.login('impor', 'rahasia1') // the session ended meanwhile
    await tokenFor('MZ320282,1,\n')
    expect(await kept(first)).toBe(true)
    t.clock.advance(2 * 60_000)
    await buyer.login('impor', 'rahasia1')
    const fresh = await tokenFor('MZ320282,1,\n')
    expect(await kept(first)).toBe(false)
    // everything older went with it; the two of the last day stay, and the newest commits
    expect(await db.selectFrom('import_tokens').select('token_hash').execute()).toHaveLength(2)
    expect((await commit(fresh)).statusCode).toBe(201)
  })
})
