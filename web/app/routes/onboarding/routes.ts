// The onboarding's part of the route table (route-table.ts): Impor Pelanggan for staff (from
// Manajemen User, so no entry of its own) and for head office (its navbar).
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { onboardingPaths } from './paths'

export const onboardingRoutes: FeatureRoutes<'onboarding'> = {
  modules: { onboarding: () => import('./pages') },
  screens: {
    seller: [screen(onboardingPaths.seller, 'onboarding', 'SellerOnboardingPage')],
    admin: [screen(onboardingPaths.admin, 'onboarding', 'AdminOnboardingPage')],
  },
  nav: { admin: [{ label: 'Impor Pelanggan', to: onboardingPaths.admin, order: 40 }] },
}
