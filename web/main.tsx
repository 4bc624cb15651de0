// First, before anything else is evaluated: the address's chunks and the session are on their way.
import './app/boot'
// The kit's base rules; each component's own rules come with its code (scripts/vite-mantine-css.ts).
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { routeArrived, sessionKnown } from './app/boot'
import { prefetchRoute } from './app/route-start'
import { AppRoutes } from './app/router'
import { AppStatus } from './components/app-status'
import { ConfirmsWhenNeeded } from './components/confirms-when-needed'
import { ToastsWhenNeeded } from './components/toasts-when-needed'
import { installAuthFailureHandler } from './features/auth/logic/session-actions'
import { getSessionState } from './features/auth/logic/session-store'
import { areaOfPath } from './lib/paths'
import { queryClient } from './lib/query-client'
import { cssVariablesResolver, theme } from './lib/theme'

const SESSION_ENDED_TEXT = 'Sesi berakhir. Masuk kembali.'

// The words say what happened; an icon here would pull the icon chunk into the first load.
installAuthFailureHandler(() => notifications.show({ message: SESSION_ENDED_TEXT, color: 'orange' }))

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')

function renderApp(root: HTMLElement) {
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ToastsWhenNeeded />
          <ConfirmsWhenNeeded />
          <AppStatus />
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  )
}

/** Someone of the address's area is signed in: its data may be asked for before the first render. */
function signedInFor(pathname: string): boolean {
  const { status, role } = getSessionState()
  return status === 'ready' && role !== null && areaOfPath(pathname) === role
}

// The page's data is asked for as soon as the session is known, while its code is on the way.
// The first render waits for the address's layout and page, on their way together with the
// session: the screen then renders in one pass instead of a loader first and the page 300 ms
// after its code arrived (index.html shows the brand meanwhile). As a transition React renders it
// a few components at a time, between the browser's other work, instead of holding the main
// thread until the whole screen is done.
const { pathname, search } = window.location
void sessionKnown.then(() => {
  if (signedInFor(pathname)) prefetchRoute(pathname, search)
})
void Promise.all([routeArrived, sessionKnown]).then(() => renderApp(container))
