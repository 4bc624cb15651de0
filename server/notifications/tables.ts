import type { Generated } from 'kysely'
import type { NotificationChannel, NotificationEvent } from '#common/notification-rules.ts'
import type { BigId, Timestamp } from '../db/types'

// The notification tables (migration 0014), added to Database (server/db/types.ts) by
// declaration merging.

/** One message for one person about one order (migration 0014). */
export interface NotificationsTable {
  id: Generated<BigId>
  user_id: number
  event: NotificationEvent | 'uji'
  order_id: BigId | null
  title: string
  body: string
  link: string
  created_at: Timestamp
  read_at: Date | null
}

/** A channel a message must still travel; taken by one sender at a time. */
export interface NotificationOutboxTable {
  id: Generated<BigId>
  notification_id: BigId
  channel: NotificationChannel
  push_subscription_id: BigId | null
  state: Generated<'antri' | 'terkirim' | 'gagal'>
  attempts: Generated<number>
  due_at: Timestamp
  created_at: Timestamp
  finished_at: Date | null
  last_error: string | null
}

export interface NotificationPrefsTable {
  user_id: number
  event: NotificationEvent
  push: boolean
  email: boolean
}

export interface PushSubscriptionsTable {
  id: Generated<BigId>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  created_at: Timestamp
  last_sent_at: Date | null
}

declare module '../db/types' {
  interface Database {
    notifications: NotificationsTable
    notification_outbox: NotificationOutboxTable
    notification_prefs: NotificationPrefsTable
    push_subscriptions: PushSubscriptionsTable
  }
}
