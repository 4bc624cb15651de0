import { sql } from 'kysely'
import type { NotificationEvent } from '#common/notification-rules.ts'
import type { Db } from '../db/connect'
import type { Recipient } from './queries'

/** Who is told of a request: the active buyers of its store, or the active staff of its branch, with their choices. */
export async function placeRecipients(
  trx: Db,
  place: { side: 'user'; storeId: number } | { side: 'seller'; branchId: number },
  event: NotificationEvent,
  actorId: number | null,
): Promise<Recipient[]> {
  const where =
    place.side === 'user'
      ? sql`u.store_id = ${place.storeId} and 'user' = any(u.roles)`
      : sql`u.branch_id = ${place.branchId} and 'seller' = any(u.roles)`
  const { rows } = await sql<Recipient>`
    select u.id, u.email, ${place.side}::text as side, p.push, p.email as mail,
      array(select ps.id::int from push_subscriptions ps where ps.user_id = u.id order by ps.id) as push_ids
    from users u
    left join notification_prefs p on p.user_id = u.id and p.event = ${event}
    where ${where} and u.is_active and u.id is distinct from ${actorId}::int
    order by u.id
  `.execute(trx)
  return rows
}
