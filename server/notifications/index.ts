// Notifications: its descriptor (the messages written in an order change's transaction, the
// sender, the routes), the notifier tests call, and the channel the bells listen on.
export { notificationsFeature } from './feature'
export { NOTIFICATION_CHANNEL } from './queries'
export { createOrderNotifier } from './record'
