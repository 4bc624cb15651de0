import { defineFeature } from '../lib/feature'
import { createMailTransport } from './mail-transport'
import { createPushTransport } from './push-transport'
import { NOTIFICATION_CHANNEL } from './queries'
import { createOrderNotifier } from './record'
import { createRequestNotifier, type RequestNotifier } from './request-notices'
import { notificationRoutes } from './routes'
import { outboxFigures, startNotificationSender } from './sender'
import { createNotificationService } from './service'
import type {} from './tables' // its tables' types, merged into Database
import { loadVapidKeys, vapidSubjectOf } from './vapid'

declare module '../lib/feature' {
  interface Services {
    /** writes the messages of a 'Tanya Part' request in the transaction that moved it */
    requestNotices: RequestNotifier
  }
}

export const notificationsFeature = defineFeature({
  name: 'notifications',
  needs: ['orderEvents'],
  gives: ['requestNotices'],
  channels: [NOTIFICATION_CHANNEL],
  tables: ['notifications', 'notification_outbox', 'notification_prefs', 'push_subscriptions'],
  async build({ db, clock, config, log, channels }, { orderEvents }) {
    // e-mail entries are written only when the portal sends e-mail
    const mail =
      config.smtpUrl && config.mailFrom && config.publicUrl
        ? { smtpUrl: config.smtpUrl, from: config.mailFrom, caFile: config.smtpCaFile }
        : null
    const emailEnabled = mail !== null
    // people are told of an order's change in its own transaction: the messages commit with it
    const notify = createOrderNotifier({ clock, emailEnabled })
    orderEvents.inTransaction('notifications', async (trx, change) => {
      if (change.told) await notify(trx, { event: change.told, orderId: change.order_id, actorId: change.actor_id })
    })
    const vapid = await loadVapidKeys(db)
    // the transports of an instance that sends: its sender's, and the test message's own sends
    const sending = config.notificationSender
      ? {
          push: createPushTransport({ vapid, subject: config.vapidSubject ?? vapidSubjectOf(config.publicUrl) }),
          mail: mail ? createMailTransport(mail) : undefined,
          publicUrl: config.publicUrl ?? '',
        }
      : undefined
    const sender = sending ? startNotificationSender({ db, clock, ...sending, log }) : null
    if (sender) channels.listen(NOTIFICATION_CHANNEL, sender.kick)
    const notifications = createNotificationService({ db, clock, emailEnabled, vapidPublicKey: vapid.publicKey, sending })
    const requestNotices = createRequestNotifier({ clock, emailEnabled })
    return {
      gives: { requestNotices },
      routes: (app) => notificationRoutes(app, { notifications }),
      metrics: {
        notificationOutbox: () => outboxFigures(db, clock),
        notificationSends: sender ? sender.counts : () => [],
      },
      close: sender ? () => sender.close() : undefined,
    }
  },
})
