// First, before anything else is evaluated: the address's chunks and the session are on their way.
import './app/boot'
// The kit's base rules; each component's own rules come with its code (scripts/vite-mantine-css.ts).
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import { notifications } from '@mantine/notifications'
import { hydrate } from '@tanstack/react-query'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppProviders } from './app/app-providers'
import { firstScreen, routeArrived, sessionKnown } from './app/boot'
import { prefetchRoute } from './app/route-start'
import { AppRoutes } from './app/router'
import { installAuthFailureHandler } from './features/auth/logic/session-actions'
import { getSessionState } from './features/auth/logic/session-store'
import { areaOfPath } from './lib/paths'
import { queryClient } from './lib/query-client'
import { AssumedWidthContext } from './lib/use-media'

const SESSION_ENDED_TEXT = 'Sesi berakhir. Masuk kembali.'
/** On <html> once the app answers input (the journeys wait for it after loading a page). */
const READY_ATTRIBUTE = 'data-app-ready'

// The words say what happened; an icon here would pull the icon chunk into the first load.
installAuthFailureHandler(() => notifications.show({ message: SESSION_ENDED_TEXT, color: 'orange' }))

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')

/** Says on the document that the page now answers taps and typing (its first commit has run). */
function Ready() {
  useEffect(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''), [])
  return null
}

const app: ReactNode = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
    <Ready />
  </StrictMode>
)

/** Someone of the address's area is signed in: its data may be asked for before the first render. */
function signedInFor(pathname: string): boolean {
  const { status, role } = getSessionState()
  return status === 'ready' && role !== null && areaOfPath(pathname) === role
}

const { pathname, search } = window.location
if (firstScreen) {
  // The server rendered the first screen with this session and these answers: the app takes over
  // that HTML (hydrates it) once the page's code is here, with nothing to ask and nothing redrawn.
  // It starts at once: a part whose code is still on its way stays the server's HTML until it
  // arrives, and a tap on it meanwhile is replayed by React once it is taken over.
  hydrate(queryClient, firstScreen.queries)
  const drawn = <AssumedWidthContext.Provider value={firstScreen.width}>{app}</AssumedWidthContext.Provider>
  void sessionKnown.then(() => startTransition(() => void hydrateRoot(container, drawn)))
} else {
  // The page's data is asked for as soon as the session is known, while its code is on the way.
  // The first render waits for the address's layout and page, on their way together with the
  // session: the screen then renders in one pass instead of a loader first and the page 300 ms
  // after its code arrived (index.html shows the brand meanwhile). As a transition React renders
  // it a few components at a time, between the browser's other work, instead of holding the main
  // thread until the whole screen is done.
  void sessionKnown.then(() => {
    if (signedInFor(pathname)) void prefetchRoute(pathname, search, queryClient)
  })
  void Promise.all([routeArrived, sessionKnown]).then(() => startTransition(() => createRoot(container).render(app)))
}
