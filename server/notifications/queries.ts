import { sql } from 'kysely'
import type { NotificationChannel, NotificationEvent, NotifiedSide } from '../../common/notification-rules'
import type { Db } from '../db/connect'
import type { OrderFacts } from './messages'

/** PostgreSQL tells every instance whose people have new messages (the bell's live count). */
export const NOTIFICATION_CHANNEL = 'notification_new'

/** The order as its messages name it: number, store, lines and how ready they are. */
export async function orderFacts(trx: Db, orderId: number): Promise<OrderFacts | undefined> {
  const row = await trx
    .selectFrom('orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select(['o.id', 'o.no_transaksi', 'o.status', 'o.source', 's.name as store_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  if (!row) return undefined
  const lines = await trx
    .selectFrom('order_items as i')
    .leftJoin('ready_statuses as r', 'r.id', 'i.ready_status_id')
    .select([sql<string>`coalesce(r.code, 'none')`.as('code'), sql<number>`count(*)::int`.as('n')])
    .where('i.order_id', '=', orderId)
    .groupBy(sql`coalesce(r.code, 'none')`)
    .execute()
  const ready: Record<string, number> = {}
  for (const l of lines) ready[l.code] = l.n
  return {
    id: Number(row.id),
    no_transaksi: row.no_transaksi,
    status: row.status,
    source: row.source,
    store_name: row.store_name,
    lines: lines.reduce((sum, l) => sum + l.n, 0),
    ready,
  }
}

export interface Recipient {
  id: number
  side: NotifiedSide
  email: string | null
  push: boolean | null
  mail: boolean | null
  /** the browsers of his that take pushes */
  push_ids: number[]
}

/**
 * The active people of a side of the order, but the one who acted: buyers of its store, staff of
 * its branch; with their choice for the event (null: the default) and whether a browser of theirs
 * takes pushes.
 */
export async function recipients(
  trx: Db,
  orderId: number,
  side: NotifiedSide,
  event: NotificationEvent,
  actorId: number,
): Promise<Recipient[]> {
  const place =
    side === 'user'
      ? sql`u.store_id = o.store_id and 'user' = any(u.roles)`
      : sql`u.branch_id = o.branch_id and 'seller' = any(u.roles)`
  const rows = await sql<Recipient>`
    select u.id, ${side}::text as side, u.email, p.push, p.email as mail,
      array(select ps.id::int from push_subscriptions ps where ps.user_id = u.id order by ps.id) as push_ids
    from orders o
    join users u on ${place}
    left join notification_prefs p on p.user_id = u.id and p.event = ${event}
    where o.id = ${orderId} and u.is_active and u.id <> ${actorId}
    order by u.id
  `.execute(trx)
  return rows.rows
}

export async function insertNotifications(
  trx: Db,
  rows: Array<{ user_id: number; event: NotificationEvent; order_id: number; title: string; body: string; link: string }>,
  at: Date,
): Promise<Array<{ id: number; user_id: number }>> {
  if (rows.length === 0) return []
  const made = await trx
    .insertInto('notifications')
    .values(rows.map((r) => ({ ...r, created_at: at })))
    .returning(['id', 'user_id'])
    .execute()
  return made.map((m) => ({ id: Number(m.id), user_id: m.user_id }))
}

export async function insertOutbox(
  trx: Db,
  entries: Array<{ notification_id: number; channel: NotificationChannel; push_subscription_id: number | null }>,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return
  await trx
    .insertInto('notification_outbox')
    .values(entries.map((e) => ({ ...e, due_at: at, created_at: at })))
    .execute()
}

export async function announce(trx: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_ids: userIds })})`.execute(trx)
}
