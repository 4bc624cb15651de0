import { sql } from 'kysely'
import type { NotificationChannel, NotificationEvent, NotifiedSide } from '#common/notification-rules.ts'
import type { Db } from '../db/connect'
import type { OrderFacts } from './messages'

/** The order's facts and the people told, read in one statement (record.ts). */
export interface Gathered {
  order: OrderFacts | null
  people: Recipient[]
}

/**
 * One statement: the order as its messages name it, and the active people of the sides told, but
 * the one who acted, each with his choice for the event (null: the default) and his browsers;
 * buyers of the store first, then staff of the branch.
 */
export async function gather(
  trx: Db,
  orderId: number,
  sides: NotifiedSide[],
  event: NotificationEvent,
  actorId: number | null,
): Promise<Gathered> {
  const row = await sql<{
    facts: Omit<OrderFacts, 'ready' | 'lines'> | null
    ready: Record<string, number>
    people: Recipient[]
  }>`
    select
      (select json_build_object('id', o.id, 'no_transaksi', o.no_transaksi, 'status', o.status, 'source', o.source,
          'store_name', s.name)
        from orders o join stores s on s.id = o.store_id where o.id = ${orderId}) as facts,
      (select coalesce(json_object_agg(code, n), '{}'::json)
        from (select coalesce(r.code, 'none') as code, count(*)::int as n
          from order_items i left join ready_statuses r on r.id = i.ready_status_id
          where i.order_id = ${orderId} group by 1) x) as ready,
      (select coalesce(json_agg(json_build_object('id', t.id, 'side', t.side, 'email', t.email, 'push', p.push,
            'mail', p.email,
            'push_ids', array(select ps.id::int from push_subscriptions ps where ps.user_id = t.id order by ps.id))
          order by t.rank, t.id), '[]'::json)
        from (
          select u.id, u.email, 'user' as side, 1 as rank from orders o join users u on u.store_id = o.store_id
          where o.id = ${orderId} and 'user' = any(${sides}::text[]) and 'user' = any(u.roles)
            and u.is_active and u.id is distinct from ${actorId}::int
          union all
          select u.id, u.email, 'seller', 2 from orders o join users u on u.branch_id = o.branch_id
          where o.id = ${orderId} and 'seller' = any(${sides}::text[]) and 'seller' = any(u.roles)
            and u.is_active and u.id is distinct from ${actorId}::int
        ) t
        left join notification_prefs p on p.user_id = t.id and p.event = ${event}) as people
  `.execute(trx)
  const { facts, ready, people } = row.rows[0]
  if (!facts) return { order: null, people: [] }
  const lines = Object.values(ready).reduce((sum, n) => sum + n, 0)
  return { order: { ...facts, id: Number(facts.id), ready, lines }, people }
}

export interface Written {
  rows: Array<{ user_id: number; event: NotificationEvent; order_id: number | null; title: string; body: string; link: string }>
  /** the channels beyond the portal, by person */
  outbox: Array<{ user_id: number; channel: NotificationChannel; push_subscription_id: number | null }>
}

/**
 * One statement: the messages, their outbox entries and the notice for the bells (data-modifying
 * parts of a WITH run to completion even when nothing reads them).
 */
export async function writeAll(trx: Db, written: Written, at: Date): Promise<void> {
  if (written.rows.length === 0) return
  const rows = sql.join(
    written.rows.map(
      (r) =>
        sql`(${r.user_id}::int, ${r.event}::text, ${r.order_id}::bigint, ${r.title}::text, ${r.body}::text, ${r.link}::text, ${at}::timestamptz)`,
    ),
  )
  const plan =
    written.outbox.length === 0
      ? sql``
      : sql`, plan (user_id, channel, sub) as (values ${sql.join(
          written.outbox.map((o) => sql`(${o.user_id}::int, ${o.channel}::text, ${o.push_subscription_id}::bigint)`),
        )}),
        queued as (
          insert into notification_outbox (notification_id, channel, push_subscription_id, due_at, created_at)
          select m.id, p.channel, p.sub, ${at}::timestamptz, ${at}::timestamptz from made m join plan p on p.user_id = m.user_id
        )`
  const userIds = [...new Set(written.rows.map((r) => r.user_id))]
  await sql`
    with made as (
      insert into notifications (user_id, event, order_id, title, body, link, created_at)
      values ${rows}
      returning id, user_id
    )${plan}
    select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_ids: userIds })})
  `.execute(trx)
}

/** PostgreSQL tells every instance whose people have new messages (the bell's live count). */
export const NOTIFICATION_CHANNEL = 'notification_new'

export interface Recipient {
  id: number
  side: NotifiedSide
  email: string | null
  push: boolean | null
  mail: boolean | null
  /** the browsers of his that take pushes */
  push_ids: number[]
}

/** Outbox entries of one message, due at `dueAt` (a later time holds them for their writer); answers them with their ids. */
export async function insertOutbox(
  trx: Db,
  entries: Array<{ notification_id: number; channel: NotificationChannel; push_subscription_id: number | null }>,
  at: Date,
  dueAt: Date = at,
): Promise<Array<{ id: number; channel: NotificationChannel }>> {
  if (entries.length === 0) return []
  const rows = await trx
    .insertInto('notification_outbox')
    .values(entries.map((e) => ({ ...e, due_at: dueAt, created_at: at })))
    .returning(['id', 'channel'])
    .execute()
  return rows.map((r) => ({ id: Number(r.id), channel: r.channel as NotificationChannel }))
}

export async function announce(trx: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_ids: userIds })})`.execute(trx)
}

/** The person's e-mail address, if he has one. */
export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()
  return row?.email ?? null
}

/** 'Kirim notifikasi uji': the message itself (event 'uji', of no order); answers its id. */
export async function insertTestMessage(
  trx: Db,
  message: { user_id: number; title: string; body: string; link: string; created_at: Date },
): Promise<number> {
  const made = await trx
    .insertInto('notifications')
    .values({ ...message, event: 'uji', order_id: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(made.id)
}

/** The browsers the person allowed to receive pushes. */
export async function browsersOf(trx: Db, userId: number): Promise<Array<{ id: number }>> {
  const rows = await trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()
  return rows.map((r) => ({ id: Number(r.id) }))
}

/**
 * The newest order the person may see (a buyer his store's, staff their branch's), for the test
 * message's link: the order's facts are read here as gather() reads them.
 */
export async function latestOrderOf(
  db: Db,
  place: { storeId: number } | { branchId: number },
): Promise<{ id: number; status: number } | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .$call((q) => ('storeId' in place ? q.where('store_id', '=', place.storeId) : q.where('branch_id', '=', place.branchId)))
    // the order lists' index (store or branch, newest first)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { id: Number(row.id), status: Number(row.status) } : null
}
