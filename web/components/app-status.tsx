import { lazy, Suspense, useEffect, useState } from 'react'
import { OfflineBanner } from './offline-banner'

// The service worker's registration and the update prompt come once the first screen has settled:
// installing the worker downloads the whole app (~2 MB) for the offline shell, which must never
// compete with the first screen's scripts and data for a weak signal. The load event alone comes
// too early: the app renders and asks for its data after it.
const AppUpdates = lazy(() => import('./app-updates'))

/** How long after the load event the first screen is taken to have its data. */
export const SETTLE_AFTER_LOAD_MS = 3000

function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      timer = setTimeout(() => {
        // and then a moment when the main thread has nothing else to do
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
        else setSettled(true)
      }, SETTLE_AFTER_LOAD_MS)
    }
    if (document.readyState === 'complete') settle()
    else window.addEventListener('load', settle, { once: true })
    return () => {
      window.removeEventListener('load', settle)
      clearTimeout(timer)
    }
  }, [])
  return settled
}

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
