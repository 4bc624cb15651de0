import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import { endpointProblem } from './push-address'

// The browsers a person allowed to receive pushes. An endpoint is one browser: subscribing again
// from it (after signing in as someone else on a shared phone) moves it to whoever subscribed last.

/** A person keeps at most this many browsers; a new one pushes out the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10

/** The p256dh key must be an uncompressed P-256 point (65 bytes, 0x04 first); auth 16 bytes. */
function keysProblem(p256dh: string, auth: string): string | null {
  const point = Buffer.from(p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 0x04) return 'Kunci p256dh tidak valid.'
  if (Buffer.from(auth, 'base64url').length !== 16) return 'Kunci auth tidak valid.'
  return null
}

export async function subscribe(
  db: Db,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
  at: Date,
): Promise<void> {
  const problem = endpointProblem(sub.endpoint) ?? keysProblem(sub.p256dh, sub.auth)
  if (problem) throw new AppError(422, 'FIELD_INVALID', problem, { field: 'endpoint' })
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, created_at: at })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, created_at: at }),
      )
      .execute()
    const kept = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(PUSH_SUBSCRIPTIONS_MAX)
      .limit(1000)
      .execute()
    if (kept.length > 0) {
      await trx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          kept.map((k) => k.id),
        )
        .execute()
    }
  })
}

/** Removes one of his own browsers; another person's endpoint is left alone. */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
