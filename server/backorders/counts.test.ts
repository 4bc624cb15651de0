import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackorderState } from '#common/backorder-rules.ts'
import type { DatabaseHandle, Db } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { buildOrder, buildOrderWorld, part, READY } from '../test/order-factories'

// The per-day counts the database keeps for the navbars (migration 0018) stay what a recount of
// the lines says, whatever statements write the lines: inserts of several days and stores at
// once, updates that move some lines and leave others, deletes (an order gone takes its lines).
let h: DatabaseHandle
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let items: Array<{ id: number; order_id: number; branch_id: number; store_id: number }>

beforeAll(async () => {
  h = await openTestDatabase()
  w = await buildOrderWorld(h.db)
  const p = await part(h.db, { sto_id: 'HITUNG-1' })
  const places = [
    { branch: w.jkt, store: w.store, creator: w.buyer },
    { branch: w.jkt, store: w.store2, creator: w.buyer2 },
    { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg },
  ]
  items = []
  for (const place of places) {
    for (let k = 0; k < 4; k++) {
      const order = await buildOrder(h.db, {
        ...place,
        status: 4,
        lines: [{ product: p, qty_estimasi: 2, qty_confirmed: 0, ready_status_id: READY.kosong }],
      })
      const rows = await h.db.selectFrom('order_items').select('id').where('order_id', '=', order.id).execute()
      for (const r of rows)
        items.push({ id: Number(r.id), order_id: order.id, branch_id: place.branch.id, store_id: place.store.id })
    }
  }
})
afterAll(() => h.close())

const STATES: BackorderState[] = ['menunggu', 'stok_tersedia', 'dipesan_ulang', 'dibatalkan']

async function kept(db: Db) {
  const { rows } = await sql<{ key: string; n: number }>`
    select concat_ws(' ', 'b', branch_id, day, state) as key, n from backorder_branch_days where n <> 0
    union all
    select concat_ws(' ', 's', store_id, branch_id, day, state), n from backorder_store_days where n <> 0
    order by 1`.execute(db)
  return rows
}

async function recounted(db: Db) {
  const { rows } = await sql<{ key: string; n: number }>`
    with open as (
      select branch_id, store_id, ((created_at at time zone 'Asia/Jakarta')::date)::text as day, state
      from backorder_lines where state in ('menunggu', 'stok_tersedia')
    )
    select concat_ws(' ', 'b', branch_id, day, state) as key, count(*)::int as n from open group by 1
    union all
    select concat_ws(' ', 's', store_id, branch_id, day, state), count(*)::int from open group by 1
    order by 1`.execute(db)
  return rows
}

const lineArb = fc.record({ item: fc.nat(), day: fc.integer({ min: 0, max: 3 }), state: fc.constantFrom(...STATES) })
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('move' as const), picks: fc.array(fc.nat(), { maxLength: 6 }), to: fc.constantFrom(...STATES) }),
  fc.record({ kind: fc.constant('delete' as const), picks: fc.array(fc.nat(), { maxLength: 3 }) }),
)

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never

async function apply(db: Db, step: Step) {
  if (step.kind === 'insert') {
    const rows = step.lines.map((l) => {
      const item = items[l.item % items.length]
      const closed = l.state === 'dipesan_ulang' || l.state === 'dibatalkan'
      return {
        order_id: item.order_id,
        order_item_id: item.id,
        branch_id: item.branch_id,
        store_id: item.store_id,
        part_no: 'HITUNG-1',
        part_name: 'HITUNG',
        qty: 1,
        ready_code: 'kosong' as const,
        // 16:30 UTC is 23:30 in Jakarta: the line's day is its Jakarta day, not its UTC day
        created_at: new Date(Date.UTC(2026, 10, 17 + l.day, 16, 30)),
        state: l.state === 'dipesan_ulang' ? ('dibatalkan' as const) : l.state,
        closed_at: closed ? new Date('2026-11-25T00:00:00Z') : null,
      }
    })
    await db
      .insertInto('backorder_lines')
      .values(rows)
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .execute()
  } else {
    const { rows } = await sql<{ id: number }>`select id from backorder_lines order by id`.execute(db)
    if (rows.length === 0) return
    const ids = step.picks.map((k) => Number(rows[k % rows.length].id))
    if (ids.length === 0) return
    if (step.kind === 'delete') await db.deleteFrom('backorder_lines').where('id', 'in', ids).execute()
    else {
      const to = step.to === 'dipesan_ulang' ? 'dibatalkan' : step.to
      const closed = to === 'dibatalkan'
      await db
        .updateTable('backorder_lines')
        .set({ state: to, closed_at: closed ? new Date('2026-11-25T00:00:00Z') : null })
        .where('id', 'in', ids)
        .execute()
    }
  }
}

describe('the kept back-order counts', () => {
  it('equal a recount of the lines after any statements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
        await h.db.deleteFrom('backorder_lines').execute()
        for (const step of steps) await apply(h.db, step)
        expect(await kept(h.db)).toEqual(await recounted(h.db))
      }),
      { numRuns: 40 },
    )
  })

  it('an order deleted takes its lines off the counts', async () => {
    await h.db.deleteFrom('backorder_lines').execute()
    await apply(h.db, { kind: 'insert', lines: items.map((_, k) => ({ item: k, day: k % 3, state: 'menunggu' })) })
    expect((await kept(h.db)).length).toBeGreaterThan(0)
    await h.db.deleteFrom('orders').where('id', '=', items[0].order_id).execute()
    expect(await kept(h.db)).toEqual(await recounted(h.db))
    await h.db.deleteFrom('backorder_lines').execute()
    expect(await kept(h.db)).toEqual([])
  })
})
