// The sign-in's part of the route table (route-table.ts): 'Buat Password Baru', outside the areas'
// layouts, behind the route gate. The login page is not in the table: it is part of the app's
// entry (router.tsx), the first thing most phones open.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { paths } from '#web/lib/paths.ts'

export const authRoutes: FeatureRoutes<'newPassword'> = {
  modules: { newPassword: () => import('./new-password-page') },
  outside: [screen(paths.newPassword, 'newPassword', 'NewPasswordPage', { gated: true })],
}
