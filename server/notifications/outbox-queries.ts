import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The outbox's SQL: the sender's (sender.ts says how entries are claimed, leased and settled),
// the test message's own sends (send-now.ts), and head office's view of its health.

/** An outbox entry due to be sent, with its message and where it goes. */
export interface DueEntry {
  id: number
  channel: 'push' | 'email'
  attempts: number
  created_at: Date
  title: string
  body: string
  link: string
  email: string | null
  push_subscription_id: number | null
  endpoint: string | null
  p256dh: string | null
  auth: string | null
}

/** An entry with its message and where it goes, as every send reads it. */
const ENTRY_COLUMNS = sql`
  select o.id, o.channel, o.attempts, o.created_at, n.title, n.body, n.link, u.email,
    o.push_subscription_id, ps.endpoint, ps.p256dh, ps.auth
  from notification_outbox o
  join notifications n on n.id = o.notification_id
  join users u on u.id = n.user_id
  left join push_subscriptions ps on ps.id = o.push_subscription_id
`

/**
 * Entries written leased to their writer (the test message, send-now.ts), which sends them itself:
 * the sender does not take them before the lease ends.
 */
export async function leasedEntries(db: Db, ids: number[]): Promise<DueEntry[]> {
  if (ids.length === 0) return []
  const { rows } = await sql<DueEntry>`
    ${ENTRY_COLUMNS}
    where o.state = 'antri' and o.id in (${sql.join(ids)})
    order by o.id
  `.execute(db)
  return rows
}

/**
 * Claims up to `batch` entries due at `now`, skipping those another instance holds, and moves
 * their due time to `leaseEnd` so nobody else takes them while they are sent.
 */
export async function claimDueEntries(trx: Db, now: Date, batch: number, leaseEnd: Date): Promise<DueEntry[]> {
  const due = await sql<DueEntry>`
    ${ENTRY_COLUMNS}
    where o.state = 'antri' and o.due_at <= ${now}
    order by o.due_at, o.id
    limit ${batch}
    for update of o skip locked
  `.execute(trx)
  if (due.rows.length > 0) {
    await trx
      .updateTable('notification_outbox')
      .set({ due_at: leaseEnd })
      .where(
        'id',
        'in',
        due.rows.map((r) => r.id),
      )
      .execute()
  }
  return due.rows
}

export async function markSent(trx: Db, entry: DueEntry, attempts: number, at: Date): Promise<void> {
  await trx
    .updateTable('notification_outbox')
    .set({ state: 'terkirim', attempts, finished_at: at, last_error: null })
    .where('id', '=', entry.id)
    .execute()
  if (entry.push_subscription_id !== null) {
    await trx.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', '=', entry.push_subscription_id).execute()
  }
}

/** Forgets a browser that unsubscribed (its outbox entries go with it). */
export async function dropBrowser(trx: Db, pushSubscriptionId: number): Promise<void> {
  await trx.deleteFrom('push_subscriptions').where('id', '=', pushSubscriptionId).execute()
}

export async function markGivenUp(trx: Db, id: number, attempts: number, at: Date, reason: string): Promise<void> {
  await trx
    .updateTable('notification_outbox')
    .set({ state: 'gagal', attempts, finished_at: at, last_error: reason })
    .where('id', '=', id)
    .execute()
}

export async function retryAt(trx: Db, id: number, attempts: number, dueAt: Date, reason: string): Promise<void> {
  await trx.updateTable('notification_outbox').set({ attempts, due_at: dueAt, last_error: reason }).where('id', '=', id).execute()
}

/** Per channel: how many entries wait, and when the oldest was written. */
export async function queuedByChannel(db: Db) {
  const { rows } = await sql<{ channel: string; queued: number; oldest: Date | null }>`
    select c.channel, count(o.id)::int as queued, min(o.created_at) as oldest
    from (values ('push'), ('email')) as c(channel)
    left join notification_outbox o on o.channel = c.channel and o.state = 'antri'
    group by c.channel order by c.channel
  `.execute(db)
  return rows
}

/** Per channel: waiting entries and the oldest's age, entries given up since `failedSince`. */
export async function outboxHealthRows(db: Db, failedSince: Date) {
  const { rows } = await sql<{ channel: 'push' | 'email'; waiting: number; oldest: Date | null; failed: number }>`
    select c.channel,
      count(o.id) filter (where o.state = 'antri')::int as waiting,
      min(o.created_at) filter (where o.state = 'antri') as oldest,
      count(o.id) filter (where o.state = 'gagal' and o.finished_at >= ${failedSince})::int as failed
    from (values ('push'), ('email')) as c(channel)
    left join notification_outbox o on o.channel = c.channel and o.state in ('antri', 'gagal')
    group by c.channel order by c.channel
  `.execute(db)
  return rows
}

/** The newest entry of the channel that met an error, waiting still or given up. */
export async function lastOutboxError(db: Db, channel: 'push' | 'email') {
  return db
    .selectFrom('notification_outbox')
    .select(['last_error', 'created_at', 'attempts', 'state'])
    .where('channel', '=', channel)
    .where('last_error', 'is not', null)
    .where('state', 'in', ['antri', 'gagal'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
