import { NOTIFICATION_TEXT, OUTBOX_FAILED_DAYS } from '#common/notification-rules.ts'
import type {
  MarkReadRequest,
  NotificationPrefs,
  NotificationPrefsRequest,
  NotificationTestResponse,
  OutboxHealth,
  PushSubscriptionRequest,
  TestOutcome,
} from '#common/notifications.ts'
import type { Db } from '../db/connect'
import type { PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import * as inbox from './inbox-queries'
import { orderLink, orderListLink } from './messages'
import * as outbox from './outbox-queries'
import * as q from './queries'
import { hasEmail } from './record'
import { type SendNowDeps, sendNow } from './send-now'
import { LEASE_MS } from './sender'
import * as subscriptions from './subscription-queries'

/** What the service needs to send the test message itself: present when this instance sends. */
export type TestSending = Omit<SendNowDeps, 'db' | 'clock'>

export function createNotificationService(deps: {
  db: Db
  clock: Clock
  emailEnabled: boolean
  vapidPublicKey: string
  /** absent: this instance sends nothing (NOTIFICATION_SENDER=off); the test waits for another */
  sending?: TestSending
}) {
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
   * e-mail where it reaches him, whatever he chose, so he sees each channel work. It is sent while
   * he waits, and the answer says what became of each channel; its link opens his newest order.
   */
  async function sendTest(session: PlaceSession): Promise<NotificationTestResponse> {
    const email = deps.emailEnabled && hasEmail(await emailOf(session.user.id))
    const latest = await q.latestOrderOf(
      db,
      session.role === 'user' ? { storeId: session.store.id } : { branchId: session.branch.id },
    )
    const written = await db.transaction().execute(async (trx) => {
      const at = clock.now()
      const id = await q.insertTestMessage(trx, {
        user_id: session.user.id,
        title: NOTIFICATION_TEXT.testTitle,
        body: NOTIFICATION_TEXT.testBody,
        link: latest ? orderLink(session.role, latest) : orderListLink(session.role),
        created_at: at,
      })
      const browsers = await q.browsersOf(trx, session.user.id)
      const entries = [
        ...browsers.map((b) => ({ notification_id: id, channel: 'push' as const, push_subscription_id: Number(b.id) })),
        ...(email ? [{ notification_id: id, channel: 'email' as const, push_subscription_id: null }] : []),
      ]
      // sent right here, the entries are held for this request; otherwise due now for the senders
      const dueAt = deps.sending ? new Date(at.getTime() + LEASE_MS) : at
      const made = await q.insertOutbox(trx, entries, at, dueAt)
      await q.announce(trx, [session.user.id])
      return made
    })
    const outcomes = deps.sending
      ? await sendNow(
          { ...deps.sending, db, clock },
          written.map((e) => e.id),
        )
      : new Map<number, TestOutcome>()
    const outcomeOf = (id: number): TestOutcome => outcomes.get(id) ?? { result: 'queued', reason: OTHER_SENDER }
    const mail = written.find((e) => e.channel === 'email')
    return {
      push: written.filter((e) => e.channel === 'push').map((e) => outcomeOf(e.id)),
      email: mail ? outcomeOf(mail.id) : null,
    }
  }

  /** Head office's view of the outbox, per channel (GET /api/admin/notifications/outbox). */
  async function outboxHealth(): Promise<OutboxHealth> {
    const now = clock.now()
    const rows = await outbox.outboxHealthRows(db, new Date(now.getTime() - OUTBOX_FAILED_DAYS * 24 * 60 * 60_000))
    const channels = await Promise.all(
      rows.map(async (r) => {
        const last = await outbox.lastOutboxError(db, r.channel)
        return {
          channel: r.channel,
          active: r.channel === 'push' || deps.emailEnabled,
          waiting: r.waiting,
          oldest_waiting_seconds: r.oldest ? Math.max(0, Math.floor((now.getTime() - new Date(r.oldest).getTime()) / 1000)) : 0,
          failed: r.failed,
          last_error: last?.last_error
            ? {
                reason: last.last_error,
                message_at: new Date(last.created_at).toISOString(),
                attempts: last.attempts,
                waiting: last.state === 'antri',
              }
            : null,
        }
      }),
    )
    return { channels }
  }

  return {
    list,
    markRead,
    choices,
    saveChoices,
    subscribe,
    unsubscribe,
    sendTest,
    outboxHealth,
    pushKey: () => ({ public_key: deps.vapidPublicKey }),
  }
}

/** The test's entries on an instance that sends nothing: another instance sends them shortly. */
const OTHER_SENDER = 'Server ini tidak mengirim notifikasi (NOTIFICATION_SENDER=off); server lain mengirimnya sebentar lagi.'

export type NotificationService = ReturnType<typeof createNotificationService>
