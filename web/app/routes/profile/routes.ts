// The profile's part of the route table (route-table.ts): Profil in each area; for buyers and
// staff it carries the notification settings (the notifications' module, router.tsx).
import { type FeatureRoutes, type FirstData, screen } from '#web/app/feature-routes.ts'
import { profileQueryOptions } from '#web/features/profile/api/get-profile.ts'
import { type Area, paths } from '#web/lib/paths.ts'

const profil = (area: Area, order: number) => ({ label: 'Profil', to: paths.profile(area), order })
/** The account's profile, asked beside the page's code. */
const firstData: FirstData = (_match, client) => client.prefetchQuery(profileQueryOptions())

export const profileRoutes: FeatureRoutes<'profile'> = {
  modules: { profile: () => import('./pages') },
  screens: {
    user: [screen(paths.profile('user'), 'profile', 'ProfilePage', { withNotificationSettings: true, firstData })],
    seller: [screen(paths.profile('seller'), 'profile', 'ProfilePage', { withNotificationSettings: true, firstData })],
    admin: [screen(paths.profile('admin'), 'profile', 'ProfilePage', { firstData })],
  },
  nav: { user: [profil('user', 90)], seller: [profil('seller', 90)], admin: [profil('admin', 100)] },
}
