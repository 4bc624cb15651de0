// The notification screens router.tsx lazy-loads by these names: the profile's 'Notifikasi' card,
// handed to the profile page of buyers and staff, and head office's outbox page.
export { NotificationSettings } from '#web/features/notifications/components/notification-settings.tsx'
export { OutboxHealthPage } from './outbox-health-page'
