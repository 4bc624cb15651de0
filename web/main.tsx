// The app in the browser, started by start.ts (the kit's base rules are there; each component's own
// rules come with its code, scripts/vite-mantine-css.ts).
import { notifications } from '@mantine/notifications'
import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { BrowserApp } from './app/browser-app'
import { readFirstScreenState } from './app/first-screen-state'
import { appRoutes, browserRouteData, loadRouteCode } from './app/router'
import { applyRenderedSession, hydrateSession, installAuthFailureHandler } from './features/auth/logic/session-actions'
import { queryClient } from './lib/query-client'
import { AssumedWidthContext } from './lib/use-media'

const SESSION_ENDED_TEXT = 'Sesi berakhir. Masuk kembali.'

// The words say what happened; an icon here would pull the icon chunk into the first load.
installAuthFailureHandler(() => notifications.show({ message: SESSION_ENDED_TEXT, color: 'orange' }))

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')

const { pathname } = window.location
/** The server's first screen and what it was rendered with, or null (the app renders the page). */
const firstScreen = readFirstScreenState()
/** The session is known (product.md §2.2; the route guard waits for it too); a rendered page brings it along. */
const sessionKnown = firstScreen ? Promise.resolve(applyRenderedSession(firstScreen.session)) : hydrateSession(pathname)

// The routes' loaders start a page's data as soon as the session is known, beside the page's code
// (its scripts were already named in the page's head by the server); the screens show their own
// loading for what has not arrived.
const routes = appRoutes(browserRouteData(queryClient, sessionKnown))

if (firstScreen) {
  // The server rendered the first screen with this session, these answers and these routes: the
  // app takes over that HTML (hydrates it) once the code of its routes is here, asking nothing.
  hydrate(queryClient, firstScreen.queries)
  void Promise.all([sessionKnown, loadRouteCode(routes, pathname)]).then(() => {
    const router = createBrowserRouter(routes, { hydrationData: firstScreen.router })
    const drawn = (
      <AssumedWidthContext.Provider value={firstScreen.width}>
        <BrowserApp router={router} client={queryClient} />
      </AssumedWidthContext.Provider>
    )
    startTransition(() => void hydrateRoot(container, drawn))
  })
} else {
  // The router loads the address's code and starts its data; the first render waits for both
  // (index.html shows the brand meanwhile), so the screen renders in one pass instead of a loader
  // first. As a transition React renders it a few components at a time, between the browser's
  // other work, instead of holding the main thread until the whole screen is done.
  const router = createBrowserRouter(routes)
  const render = () => startTransition(() => createRoot(container).render(<BrowserApp router={router} client={queryClient} />))
  if (router.state.initialized) render()
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      render()
    })
  }
}
