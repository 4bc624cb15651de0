// Head office's part of the route table (route-table.ts): its own screens, as one chunk, and their
// places in its navbar among the other features' entries.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { adminPaths } from './paths'

export const adminRoutes: FeatureRoutes<'admin'> = {
  modules: { admin: () => import('./pages') },
  screens: {
    admin: [
      screen(adminPaths.branches, 'admin', 'BranchListPage'),
      screen(adminPaths.staff, 'admin', 'StaffListPage'),
      screen(adminPaths.stores, 'admin', 'AdminStoreListPage'),
      screen(adminPaths.audit, 'admin', 'AuditPage'),
      screen(adminPaths.synonyms, 'admin', 'SynonymListPage'),
      screen(adminPaths.settings, 'admin', 'SettingsPage'),
    ],
  },
  nav: {
    admin: [
      { label: 'Cabang', to: adminPaths.branches, order: 10 },
      { label: 'Staff', to: adminPaths.staff, order: 20 },
      { label: 'Toko', to: adminPaths.stores, order: 30 },
      { label: 'Audit', to: adminPaths.audit, order: 60 },
      { label: 'Sinonim', to: adminPaths.synonyms, order: 75 },
      { label: 'Pengaturan', to: adminPaths.settings, order: 90 },
    ],
  },
}
