// The profile's 'Notifikasi' card; router.tsx lazy-loads it by this name and hands it to the
// profile page of buyers and staff.
export { NotificationSettings } from '#web/features/notifications/components/notification-settings.tsx'
