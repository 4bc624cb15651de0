import { lazy, Suspense } from 'react'
import { usePageSettled } from '../lib/use-page-settled'
import { OfflineBanner } from './offline-banner'

// The service worker's registration and the update prompt come once the first screen has settled:
// installing the worker downloads the whole app (~2 MB) for the offline shell, which must never
// compete with the first screen's scripts and data for a weak signal. The load event alone comes
// too early (lib/use-page-settled.ts).
const AppUpdates = lazy(() => import('./app-updates'))

/** What the app says about itself on every screen: offline, or a new version waiting. */
export function AppStatus() {
  const settled = usePageSettled()
  return (
    <>
      <OfflineBanner />
      {settled && (
        <Suspense fallback={null}>
          <AppUpdates />
        </Suspense>
      )}
    </>
  )
}
