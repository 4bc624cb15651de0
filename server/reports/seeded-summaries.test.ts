import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, jakartaDay } from '#common/jakarta-time.ts'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import { bulkParts, bulkStores } from '../seed/bulk'
import { bulkOrders } from '../seed/bulk-orders'
import { seedDemo } from '../seed/demo'
import { openTestDatabase } from '../test/database'
import {
  buyerSession,
  expectNothingPending,
  expectSameAnswer,
  expectSummariesRecount,
  staffSession,
  twoWays,
} from '../test/report-checks'

// The summaries after the seed's own writers, which go around the services: the demo orders and
// the bulk generator's batches of thousands of orders and lines a statement (two at once).
const NOW = new Date('2026-11-20T08:00:00Z')
let handle: DatabaseHandle
const none = { increment() {} }

beforeAll(async () => {
  handle = await openTestDatabase()
  await seedDemo(handle.db, { passwordHash: 'scrypt$10$8$1$c2FsdA==$a2V5', now: NOW, parts: 400 })
  await bulkParts(handle.db, 1_000, NOW, none)
  await bulkStores(handle.db, 30, 'scrypt$10$8$1$c2FsdA==$a2V5', NOW, none)
  await bulkOrders(handle.db, 12_000, NOW, none)
}, 240_000)
afterAll(() => handle?.close())

describe('the report summaries after seeding', () => {
  it('hold what a recount from the orders gives, with nothing left pending', async () => {
    await expectNothingPending(handle.db)
    await expectSummariesRecount(handle.db)
  }, 120_000)

  it('answer the demo branch and a buyer as the order tables do', async () => {
    const branches = await handle.db.selectFrom('branches').select(['id', 'code']).orderBy('id').execute()
    const store = await handle.db
      .selectFrom('users')
      .select(['store_id'])
      .where('username', '=', 'demo.user')
      .executeTakeFirstOrThrow()
    expect(store.store_id).not.toBeNull()
    const ways = twoWays(handle.db, new ManualClock(NOW))
    const today = jakartaDay(NOW)
    for (const days of [1, 30, 100, 365]) {
      for (const limit of [50, 5]) {
        const query = { from: addDays(today, 1 - days), to: today, limit }
        const label = `${days} days, limit ${limit}`
        for (const branch of branches) {
          await expectSameAnswer(
            ways,
            (r) => r.forBranch(staffSession(branch), { ...query, stores: '1' }),
            `${branch.code} ${label}`,
          )
        }
        const buyer = buyerSession(store.store_id as number, branches[0])
        await expectSameAnswer(ways, (r) => r.forStore(buyer, query), `demo.user ${label}`)
      }
    }
  }, 240_000)
})
