// Notifications as the rest of the server uses them: the notifier orders call inside their
// transactions, the service and routes app.ts wires, and the channel the bells listen on.
export { createMailTransport } from './mail-transport'
export { createPushTransport } from './push-transport'
export { NOTIFICATION_CHANNEL } from './queries'
export { createOrderNotifier } from './record'
export { notificationRoutes } from './routes'
export { outboxFigures, startNotificationSender } from './sender'
export { createNotificationService } from './service'
export { loadVapidKeys, vapidSubjectOf } from './vapid'
