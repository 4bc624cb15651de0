import { lazy, Suspense, useEffect, useState } from 'react'
import { OfflineBanner } from './offline-banner'

// The service worker's registration and the update prompt come after the page has loaded: they
// never compete with the first screen for a weak signal.
const AppUpdates = lazy(() => import('./app-updates'))

function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete')
  useEffect(() => {
    if (loaded) return
    // the load event may have come between the first render and this effect
    if (document.readyState === 'complete') return setLoaded(true)
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [loaded])
  return loaded
}

/** What the app says about itself on every screen: offline, or a new version waiting. */
export function AppStatus() {
  const loaded = usePageLoaded()
  return (
    <>
      <OfflineBanner />
      {loaded && (
        <Suspense fallback={null}>
          <AppUpdates />
        </Suspense>
      )}
    </>
  )
}
