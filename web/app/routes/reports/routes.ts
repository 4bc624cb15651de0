// The reports' part of the route table (route-table.ts): Laporan in each area, each its own page.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import type { Area } from '#web/lib/paths.ts'
import { reportPaths } from './paths'

const laporan = (area: Area, order: number) => ({ label: 'Laporan', to: reportPaths.reports(area), order })

export const reportRoutes: FeatureRoutes<'reports'> = {
  modules: { reports: () => import('./pages') },
  screens: {
    user: [screen(reportPaths.reports('user'), 'reports', 'UserReportPage')],
    seller: [screen(reportPaths.reports('seller'), 'reports', 'SellerReportPage')],
    admin: [screen(reportPaths.reports('admin'), 'reports', 'AdminReportPage')],
  },
  nav: { user: [laporan('user', 30)], seller: [laporan('seller', 30)], admin: [laporan('admin', 50)] },
}
