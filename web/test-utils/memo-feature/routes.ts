// The worked example's part of the route table (docs/adding-a-feature.md): one screen for staff
// and its navbar entry, after Laporan.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { memoPaths } from './paths'

export const memoRoutes: FeatureRoutes<'memo'> = {
  modules: { memo: () => import('./memo-page') },
  screens: { seller: [screen(memoPaths.memo(), 'memo', 'MemoPage')] },
  nav: { seller: [{ label: 'Memo', to: memoPaths.memo(), order: 35 }] },
}
