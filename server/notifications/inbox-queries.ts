import { sql } from 'kysely'
import {
  DEFAULT_CHOICE,
  EVENTS_OF_SIDE,
  NOTIFICATION_LIST_LIMIT,
  type NotificationEvent,
  type NotifiedSide,
} from '#common/notification-rules.ts'
import type { NotificationChoice, NotificationItem, NotificationList } from '#common/notifications.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'

// A person's own messages and choices. Every query is scoped by his user id: another person's ids
// in a body mark nothing and count nothing.

export async function listInbox(
  db: Db,
  userId: number,
  cursor: number | null,
  limit = NOTIFICATION_LIST_LIMIT,
): Promise<NotificationList> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'event', 'order_id', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .$if(cursor !== null, (qb) => qb.where('id', '<', cursor as number))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const page = rows.slice(0, limit)
  const items: NotificationItem[] = page.map((r) => ({
    id: Number(r.id),
    event: r.event,
    order_id: r.order_id === null ? null : Number(r.order_id),
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: new Date(r.created_at).toISOString(),
    read: r.read_at !== null,
  }))
  const last = items.at(-1)
  return {
    items,
    unread_count: await unreadCount(db, userId),
    next_cursor: rows.length > limit && last ? String(last.id) : null,
  }
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return row.n
}

/** Marks his own messages read (ids of others' are passed over); answers how many changed. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== 'all', (qb) => qb.where('id', 'in', ids as number[]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The choices of a person for the events of his side, his own where made, else the default. */
export async function readChoices(db: Db, userId: number, side: NotifiedSide): Promise<NotificationChoice[]> {
  const rows = await db
    .selectFrom('notification_prefs')
    .select(['event', 'push', 'email'])
    .where('user_id', '=', userId)
    .execute()
  const own = new Map(rows.map((r) => [r.event, r]))
  return EVENTS_OF_SIDE[side].map((event) => {
    const chosen = own.get(event) ?? DEFAULT_CHOICE[side][event] ?? { push: false, email: false }
    return { event, push: chosen.push, email: chosen.email }
  })
}

export async function saveChoices(db: Db, userId: number, side: NotifiedSide, items: NotificationChoice[]): Promise<void> {
  const allowed = new Set<NotificationEvent>(EVENTS_OF_SIDE[side])
  const seen = new Set<NotificationEvent>()
  for (const item of items) {
    if (!allowed.has(item.event)) {
      throw new AppError(422, 'FIELD_INVALID', 'Jenis notifikasi ini tidak untuk peran Anda.', { field: 'items' })
    }
    if (seen.has(item.event)) throw new AppError(422, 'FIELD_INVALID', 'Jenis notifikasi ganda.', { field: 'items' })
    seen.add(item.event)
  }
  await db
    .insertInto('notification_prefs')
    .values(items.map((i) => ({ user_id: userId, event: i.event, push: i.push, email: i.email })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'event']).doUpdateSet((eb) => ({ push: eb.ref('excluded.push'), email: eb.ref('excluded.email') })),
    )
    .execute()
}
