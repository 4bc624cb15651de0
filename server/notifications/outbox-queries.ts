import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The sender's SQL (sender.ts says how entries are claimed, leased and settled).

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

/**
 * Claims up to `batch` entries due at `now`, skipping those another instance holds, and moves
 * their due time to `leaseEnd` so nobody else takes them while they are sent.
 */
export async function claimDueEntries(trx: Db, now: Date, batch: number, leaseEnd: Date): Promise<DueEntry[]> {
  const due = await sql<DueEntry>`
    select o.id, o.channel, o.attempts, o.created_at, n.title, n.body, n.link, u.email,
      o.push_subscription_id, ps.endpoint, ps.p256dh, ps.auth
    from notification_outbox o
    join notifications n on n.id = o.notification_id
    join users u on u.id = n.user_id
    left join push_subscriptions ps on ps.id = o.push_subscription_id
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
