import { NOTIFICATION_TEXT } from '#common/notification-rules.ts'
import type {
  MarkReadRequest,
  NotificationPrefs,
  NotificationPrefsRequest,
  PushSubscriptionRequest,
} from '#common/notifications.ts'
import type { Db } from '../db/connect'
import type { PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import * as inbox from './inbox-queries'
import * as q from './queries'
import { hasEmail } from './record'
import * as subscriptions from './subscription-queries'

/** Where a test message leads: the person's own home. */
const HOME_OF = { user: '/user/produk', seller: '/seller/pesanan/estimasi' } as const

export function createNotificationService(deps: { db: Db; clock: Clock; emailEnabled: boolean; vapidPublicKey: string }) {
  const { db, clock } = deps

  async function list(session: PlaceSession, query: { cursor?: string; limit?: number }) {
    return inbox.listInbox(db, session.user.id, query.cursor ? Number(query.cursor) : null, query.limit)
  }

  async function markRead(session: PlaceSession, body: MarkReadRequest) {
    const marked = await inbox.markRead(db, session.user.id, 'all' in body ? 'all' : body.ids, clock.now())
    return { marked, unread_count: await inbox.unreadCount(db, session.user.id) }
  }

  async function choices(session: PlaceSession): Promise<NotificationPrefs> {
    return {
      items: await inbox.readChoices(db, session.user.id, session.role),
      email_available: deps.emailEnabled && hasEmail(await emailOf(session.user.id)),
    }
  }

  async function saveChoices(session: PlaceSession, body: NotificationPrefsRequest) {
    await inbox.saveChoices(db, session.user.id, session.role, body.items)
    return choices(session)
  }

  const emailOf = (userId: number) => q.emailOf(db, userId)

  async function subscribe(session: PlaceSession, body: PushSubscriptionRequest) {
    await subscriptions.subscribe(db, session.user.id, { endpoint: body.endpoint, ...body.keys }, clock.now())
  }

  async function unsubscribe(session: PlaceSession, endpoint: string) {
    await subscriptions.unsubscribe(db, session.user.id, endpoint)
  }

  /**
   * 'Kirim notifikasi uji': a message to himself, in the list, to every browser of his and by
   * e-mail where it reaches him, whatever he chose, so he sees each channel work.
   */
  async function sendTest(session: PlaceSession) {
    const email = deps.emailEnabled && hasEmail(await emailOf(session.user.id))
    return db.transaction().execute(async (trx) => {
      const at = clock.now()
      const id = await q.insertTestMessage(trx, {
        user_id: session.user.id,
        title: NOTIFICATION_TEXT.testTitle,
        body: NOTIFICATION_TEXT.testBody,
        link: HOME_OF[session.role],
        created_at: at,
      })
      const browsers = await q.browsersOf(trx, session.user.id)
      await q.insertOutbox(
        trx,
        [
          ...browsers.map((b) => ({ notification_id: id, channel: 'push' as const, push_subscription_id: Number(b.id) })),
          ...(email ? [{ notification_id: id, channel: 'email' as const, push_subscription_id: null }] : []),
        ],
        at,
      )
      await q.announce(trx, [session.user.id])
      return { push: browsers.length, email }
    })
  }

  return {
    list,
    markRead,
    choices,
    saveChoices,
    subscribe,
    unsubscribe,
    sendTest,
    pushKey: () => ({ public_key: deps.vapidPublicKey }),
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>
