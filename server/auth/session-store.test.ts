import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { createSessionStore } from './session-store'

let database: DatabaseHandle
let storeId: number
let branchId: number
const policy = { idleMinutes: 60, absoluteHours: 12 }

beforeAll(async () => {
  database = await openTestDatabase()
  const branch = await buildBranch(database.db)
  branchId = branch.id
  storeId = (await buildStore(database.db, branch.id)).id
})
afterAll(() => database.close())

async function setUp(cacheSeconds: number) {
  const clock = new ManualClock()
  const store = createSessionStore({ db: database.db, clock, policy, cacheSeconds })
  const user = await buildUser(database.db, { roles: ['user'], storeId, branchId })
  const session = await store.create({ userId: user.id, role: 'user', ip: '127.0.0.1', userAgent: 'test' })
  return { clock, store, user, session }
}

const sessionRows = (userId: number) =>
  database.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()

describe('session store cache', () => {
  it('ends a session revoked through another instance within the cache seconds', async () => {
    const { clock, store, session } = await setUp(5)
    expect(await store.load(session.rawId)).not.toBeNull()
    // another instance's logout deletes the row; this instance trusts its copy a little longer
    await database.db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute()
    clock.advance(4_000)
    expect(await store.load(session.rawId)).not.toBeNull()
    clock.advance(1_001)
    expect(await store.load(session.rawId)).toBeNull()
  })

  it('reads the database on every call when the cache is off', async () => {
    const { store, session } = await setUp(0)
    expect(await store.load(session.rawId)).not.toBeNull()
    await database.db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute()
    expect(await store.load(session.rawId)).toBeNull()
  })

  it('ends a session at once when this instance revokes it, and every session of a user on revokeAll', async () => {
    const { store, user, session } = await setUp(5)
    const second = await store.create({ userId: user.id, role: 'user', ip: '127.0.0.1', userAgent: 'test' })
    await store.revoke(session.idHash)
    expect(await store.load(session.rawId)).toBeNull()
    expect(await store.load(second.rawId)).not.toBeNull()
    await store.revokeAll(user.id)
    expect(await store.load(second.rawId)).toBeNull()
    expect(await sessionRows(user.id)).toEqual([])
  })

  it('sees a deactivated user once the copy ages out, and at once after forgetUser', async () => {
    const { store, user, session } = await setUp(5)
    await database.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute()
    expect(await store.load(session.rawId)).not.toBeNull()
    store.forgetUser(user.id)
    expect(await store.load(session.rawId)).toBeNull()

    const other = await setUp(5)
    await database.db.updateTable('users').set({ is_active: false }).where('id', '=', other.user.id).execute()
    other.clock.advance(5_001)
    expect(await other.store.load(other.session.rawId)).toBeNull()
  })

  it('keeps the idle timeout on cached sessions and touches last_seen_at at most once a minute', async () => {
    const { clock, store, session } = await setUp(5)
    const lastSeen = async () =>
      (
        await database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id_hash', '=', session.idHash)
          .executeTakeFirstOrThrow()
      ).last_seen_at
    const created = new Date(await lastSeen()).getTime()
    clock.advance(30_000)
    await store.load(session.rawId)
    expect(new Date(await lastSeen()).getTime()).toBe(created)
    clock.advance(31_000)
    await store.load(session.rawId)
    expect(new Date(await lastSeen()).getTime()).toBe(clock.now().getTime())
    clock.advance(61 * 60_000)
    expect(await store.load(session.rawId)).toBeNull()
  })

  it('forgets one session at once when another instance announces its end (forgetSession)', async () => {
    const { store, user, session } = await setUp(5)
    const second = await store.create({ userId: user.id, role: 'user', ip: '127.0.0.1', userAgent: 'test' })
    expect(await store.load(session.rawId)).not.toBeNull()
    // another instance's logout deleted the row and announced it; this instance's copy goes
    await database.db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute()
    store.forgetSession(session.idHash)
    expect(await store.load(session.rawId)).toBeNull()
    expect(await store.load(second.rawId)).not.toBeNull()
  })

  it('tells an event stream whether its session is live without counting as a use', async () => {
    const { clock, store, session } = await setUp(5)
    const lastSeen = async () =>
      (await database.db.selectFrom('sessions').select('last_seen_at').where('id_hash', '=', session.idHash).execute())[0]
        ?.last_seen_at
    const created = new Date((await lastSeen()) as Date).getTime()
    clock.advance(2 * 60_000)
    expect(await store.isLive(session.idHash)).toBe(true)
    expect(new Date((await lastSeen()) as Date).getTime()).toBe(created)
    // idle past the limit: the stream ends, as the next call would be refused
    clock.advance(59 * 60_000)
    expect(await store.isLive(session.idHash)).toBe(false)
    expect(await store.isLive('0'.repeat(64))).toBe(false)
  })
})
