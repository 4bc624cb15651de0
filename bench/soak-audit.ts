import { type Kysely, sql } from 'kysely'
import type { Database } from '../server/db/types'
import { TRANSITIONS } from '../server/orders/status'
import type { Buyer, Ledger } from './soak-actors'
import type { EventStreamReader } from './soak-streams'

// After the load, the database is held against what the bench knows it did. Every figure here
// must be 0: a non-zero one is a lost or doubled line, an illegal status step, a duplicate order
// number or a status change some browser never heard of.

export interface AuditFinding {
  check: string
  violations: number
  detail: string
}

/** Each checked-out cart item left the cart exactly once: in one order, with its qty, and no more in the cart. */
export async function auditCheckouts(db: Kysely<Database>, ledger: Ledger, buyers: Buyer[], since: Date): Promise<AuditFinding> {
  let violations = ledger.doubleOrders
  const ids = [...ledger.checkouts.keys()]
  const items = ids.length
    ? await db.selectFrom('order_items').select(['order_id', 'product_id', 'qty_estimasi']).where('order_id', 'in', ids).execute()
    : []
  const byOrder = new Map<number, Map<number, number>>()
  for (const item of items) {
    const lines = byOrder.get(Number(item.order_id)) ?? new Map<number, number>()
    lines.set(Number(item.product_id), item.qty_estimasi)
    byOrder.set(Number(item.order_id), lines)
  }
  let lines = 0
  for (const [orderId, checkout] of ledger.checkouts) {
    const stored = byOrder.get(orderId) ?? new Map()
    lines += checkout.lines.size
    if (stored.size !== checkout.lines.size) violations++
    else for (const [productId, qty] of checkout.lines) if (stored.get(productId) !== qty) violations++
  }
  // no order the bench did not see made, for any of its buyers
  const made = await db
    .selectFrom('orders')
    .select(['created_by', (eb) => eb.fn.countAll<string>().as('n')])
    .where(
      'created_by',
      'in',
      buyers.map((b) => b.userId),
    )
    .where('created_at', '>=', since)
    .where('source', '=', 'cart')
    .groupBy('created_by')
    .execute()
  const inDatabase = new Map(made.map((row) => [row.created_by, Number(row.n)]))
  const seen = new Map<number, number>()
  for (const c of ledger.checkouts.values()) seen.set(c.buyer, (seen.get(c.buyer) ?? 0) + 1)
  for (const buyer of buyers) violations += Math.abs((inDatabase.get(buyer.userId) ?? 0) - (seen.get(buyer.userId) ?? 0))
  // what is left in each cart is exactly what the bench put there and did not check out
  const left = await db
    .selectFrom('cart_items')
    .select(['user_id', 'product_id', 'qty'])
    .where(
      'user_id',
      'in',
      buyers.map((b) => b.userId),
    )
    .execute()
  const leftByBuyer = new Map<number, Map<number, number>>()
  for (const row of left) {
    const cart = leftByBuyer.get(row.user_id) ?? new Map<number, number>()
    cart.set(row.product_id, row.qty)
    leftByBuyer.set(row.user_id, cart)
  }
  for (const buyer of buyers) {
    const stored = leftByBuyer.get(buyer.userId) ?? new Map()
    if (stored.size !== buyer.cart.size) violations++
    else for (const [productId, qty] of buyer.cart) if (stored.get(productId) !== qty) violations++
  }
  return {
    check: 'cart items checked out exactly once',
    violations,
    detail: `${ledger.checkouts.size} checkouts, ${lines} lines, ${ledger.doubleSubmits} double submits`,
  }
}

/** Every order's events, in order, are steps of the status machine ending at its status. */
export async function auditChains(db: Kysely<Database>): Promise<AuditFinding> {
  const legal = sql.join(
    TRANSITIONS.map((t) => sql`(${sql.lit(t.from)}::int2, ${sql.lit(t.action)}::text, ${sql.lit(t.to)}::int2)`),
  )
  // one pass over every event of every order: minutes on a dealer's history, so no statement timeout
  const result = await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx)
    return sql<{ orders: string; bad_first: string; bad_step: string; bad_end: string }>`
      with e as (
        select order_id, action, from_status, to_status,
               row_number() over w as n,
               lag(to_status) over w as previous,
               lead(id) over w is null as last
        from order_events
        window w as (partition by order_id order by created_at, id)
      ),
      steps as (
        select
          count(*) filter (where n = 1 and not (action = 'create' and from_status is null and to_status = 1)) as bad_first,
          count(*) filter (where n > 1 and (from_status is distinct from previous
            or (from_status, action, to_status) not in (values ${legal}))) as bad_step
        from e
      )
      select
        (select count(*) from orders) as orders,
        steps.bad_first,
        steps.bad_step,
        (select count(*) from orders o left join e on e.order_id = o.id and e.last
          where e.to_status is distinct from o.status) as bad_end
      from steps`.execute(trx)
  })
  const row = result.rows[0]
  const violations = Number(row.bad_first) + Number(row.bad_step) + Number(row.bad_end)
  return {
    check: 'order events form legal chains',
    violations,
    detail: `${Number(row.orders).toLocaleString('en')} orders; bad first ${row.bad_first}, bad step ${row.bad_step}, status not at chain end ${row.bad_end}`,
  }
}

async function auditNumbers(db: Kysely<Database>): Promise<AuditFinding> {
  const result = await sql<{ n: string }>`
    select count(*) as n from (select no_transaksi from orders group by no_transaksi having count(*) > 1) d`.execute(db)
  return { check: 'order numbers unique', violations: Number(result.rows[0].n), detail: 'duplicates of no_transaksi' }
}

function auditStreams(ledger: Ledger, streams: Map<number, EventStreamReader[]>): AuditFinding {
  let missing = 0
  for (const [orderId, move] of ledger.lastMove) {
    for (const stream of streams.get(move.buyer) ?? []) if (!stream.heard(orderId, move.status)) missing++
  }
  const ended = [...streams.values()].flat().filter((s) => s.endedEarly).length
  return {
    check: 'status changes heard by the store',
    violations: missing + ledger.doubleConfirmations + ended,
    detail: `${ledger.lastMove.size} moves; unheard ${missing}, streams ended early ${ended}, races ${ledger.staffRaces} (both won ${ledger.doubleConfirmations})`,
  }
}

export async function auditSoak(
  db: Kysely<Database>,
  run: { ledger: Ledger; buyers: Buyer[]; since: Date; streams: Map<number, EventStreamReader[]> },
): Promise<AuditFinding[]> {
  return [
    await auditCheckouts(db, run.ledger, run.buyers, run.since),
    await auditChains(db),
    await auditNumbers(db),
    auditStreams(run.ledger, run.streams),
  ]
}
