// The management's part of the route table (route-table.ts): staff's Manajemen User, its hub and
// the four screens it leads to, as one chunk. Impor Pelanggan, under the same hub, is onboarding's.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { managementPaths } from './paths'

export const managementRoutes: FeatureRoutes<'management'> = {
  modules: { management: () => import('./pages') },
  screens: {
    seller: [
      screen(managementPaths.hub, 'management', 'ManagementHubPage'),
      screen(managementPaths.registerUser, 'management', 'RegisterUserPage'),
      screen(managementPaths.registerStore, 'management', 'RegisterStorePage'),
      screen(managementPaths.userList, 'management', 'UserListPage'),
      screen(managementPaths.storeList, 'management', 'StoreListPage'),
    ],
  },
  nav: { seller: [{ label: 'Manajemen User', to: managementPaths.hub, order: 40 }] },
}
