// The notifications' part of the route table (route-table.ts): head office's Notifikasi. Its module
// also holds the profile's 'Notifikasi' card, which router.tsx hands to the profile of buyers and staff.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { notificationPaths } from './paths'

export const notificationRoutes: FeatureRoutes<'notifications'> = {
  modules: { notifications: () => import('./pages') },
  screens: { admin: [screen(notificationPaths.outboxHealth, 'notifications', 'OutboxHealthPage')] },
  nav: { admin: [{ label: 'Notifikasi', to: notificationPaths.outboxHealth, order: 80 }] },
}
