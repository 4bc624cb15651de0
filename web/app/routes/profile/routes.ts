// The profile's part of the route table (route-table.ts): Profil in each area; for buyers and
// staff it carries the notification settings (the notifications' module, router.tsx).
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { type Area, paths } from '#web/lib/paths.ts'

const profil = (area: Area, order: number) => ({ label: 'Profil', to: paths.profile(area), order })

export const profileRoutes: FeatureRoutes<'profile'> = {
  modules: { profile: () => import('./pages') },
  screens: {
    user: [screen(paths.profile('user'), 'profile', 'ProfilePage', { withNotificationSettings: true })],
    seller: [screen(paths.profile('seller'), 'profile', 'ProfilePage', { withNotificationSettings: true })],
    admin: [screen(paths.profile('admin'), 'profile', 'ProfilePage')],
  },
  nav: { user: [profil('user', 90)], seller: [profil('seller', 90)], admin: [profil('admin', 100)] },
}
