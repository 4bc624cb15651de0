import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Agent } from '../test/app'
import { endsWithin, type OpenStream, openEventStream, until } from '../test/event-stream'
import { buildUser } from '../test/factories'
import { buildOrder, buildOrderWorld, PASSWORD, part, signIn } from '../test/order-factories'
import { twoInstancesForFile } from '../test/two-instances'

// A live stream ends with its session (docs/product.md §10.5): two instances on one database, each
// caching sessions for 5 s; the browser's stream is open on A, the session is ended through B.
// PostgreSQL carries the notice (PGlite by default, real PostgreSQL with TEST_DATABASE_URL).
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let baseA: string
let adminViaB: Agent
const two = twoInstancesForFile(async ({ a, b }) => {
  w = await buildOrderWorld(a.database.db)
  await buildUser(a.database.db, { username: 'pusat.live', password: PASSWORD, roles: ['admin'] })
  adminViaB = await signIn(b, 'pusat.live')
  baseA = await a.app.listen({ host: '127.0.0.1', port: 0 })
})

/** Signed in through A, its stream open on A and ready. */
async function streamOnA(username: string): Promise<{ agent: Agent; stream: OpenStream }> {
  const agent = await signIn(two.a.app, username)
  const stream = await openEventStream(baseA, agent.cookie('sid') as string)
  await until(() => stream.events.some((e) => e.event === 'ready'))
  return { agent, stream }
}

const names = (stream: OpenStream) => stream.events.map((e) => e.event)

/** An order of JKT01 moved to Konfirmasi by its staff through A: every JKT01 stream hears of it. */
async function jktOrderMoves(): Promise<number> {
  const order = await buildOrder(two.a.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: [{ product: await part(two.a.database.db), qty_estimasi: 1 }],
  })
  const staff = await signIn(two.a.app, 'staf.satu')
  const res = await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, {
    confirm_lines: order.lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: 0 })),
  })
  expect(res.statusCode).toBe(200)
  return order.id
}

describe('a live stream ends with its session, on every instance', () => {
  it('a logout through B ends the stream on A at once', async () => {
    const { agent, stream } = await streamOnA('beli.dua')
    expect((await two.throughB(agent).post('/api/auth/logout')).statusCode).toBe(200)
    expect(await endsWithin(stream, 2_000)).toBe(true)
    expect(names(stream)).toEqual(['ready', 'session-ended'])
  })

  it('a deactivation through B ends the stream on A at once', async () => {
    const { stream } = await streamOnA('staf.bdg')
    expect((await adminViaB.post(`/api/admin/staff/${w.staffBdg.id}/deactivate`)).statusCode).toBe(200)
    expect(await endsWithin(stream, 2_000)).toBe(true)
    expect(names(stream)).toEqual(['ready', 'session-ended'])
    expect((await adminViaB.post(`/api/admin/staff/${w.staffBdg.id}/reactivate`)).statusCode).toBe(200)
  })

  it('a move through B ends the stream on A before any event of the old branch reaches it', async () => {
    const moved = await streamOnA('staf.dua')
    const stays = await streamOnA('staf.satu')
    expect((await adminViaB.post(`/api/admin/staff/${w.staff2.id}/move`, { branch_id: w.bdg.id })).statusCode).toBe(200)
    // at once, without waiting for the stream to end: the old branch's next change
    const orderId = await jktOrderMoves()
    await until(() => stays.stream.events.some((e) => e.event === 'order-status'))
    expect(stays.stream.events.at(-1)?.data).toMatchObject({ order_id: orderId, status_code: 2 })
    const ended = await endsWithin(moved.stream, 2_000)
    expect(names(moved.stream)).toEqual(['ready', 'session-ended'])
    expect(ended).toBe(true)
    stays.stream.close()
  })

  it("closing a branch through B ends its people's streams on A at once, and no other", async () => {
    const closed = await streamOnA('beli.bdg')
    const open = await streamOnA('beli.dua')
    const res = await adminViaB.request('PATCH', `/api/admin/branches/${w.bdg.id}`, { active: false })
    expect(res.statusCode).toBe(200)
    expect(await endsWithin(closed.stream, 2_000)).toBe(true)
    expect(names(closed.stream)).toEqual(['ready', 'session-ended'])
    // the notice reached both streams of A in the same moment: the other one is still open
    expect(await endsWithin(open.stream, 300)).toBe(false)
    expect(names(open.stream)).toEqual(['ready'])
    open.stream.close()
    await adminViaB.request('PATCH', `/api/admin/branches/${w.bdg.id}`, { active: true })
  })

  it('a session ended without a notice (the database was away) hears no further event', async () => {
    const { stream } = await streamOnA('beli.satu')
    const stays = await streamOnA('staf.satu')
    // what a lost notice leaves: the rows are gone, A's copy of the session is still cached
    await sql`delete from sessions where user_id = ${w.buyer.id}`.execute(two.a.database.db)
    two.a.clock.advance(6_000)
    await jktOrderMoves()
    await until(() => stays.stream.events.some((e) => e.event === 'order-status'))
    expect(await endsWithin(stream, 2_000)).toBe(true)
    expect(names(stream)).toEqual(['ready', 'session-ended'])
    stays.stream.close()
  })
})
