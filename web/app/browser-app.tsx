// The app as the browser draws it (main.tsx): the same providers as the server's render
// (entry-server.tsx) around the browser's router. The two trees must fork alike above the screens,
// or every id React gives (useId) differs between the server's HTML and the browser's takeover;
// hydration.test.tsx holds them to it.
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { type DataRouter, RouterProvider } from 'react-router'
import { AppProviders } from './app-providers'

/** On <html> once the app answers input (the journeys wait for it after loading a page). */
const READY_ATTRIBUTE = 'data-app-ready'

/**
 * Says on the document that the page now answers taps and typing (its first commit has run). It
 * wraps the app rather than standing beside it: a sibling would fork React's tree above the
 * screens, so their ids would differ from those the server rendered.
 */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''), [])
  return children
}

export function BrowserApp({ router, client }: { router: DataRouter; client: QueryClient }) {
  return (
    <StrictMode>
      <Ready>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </Ready>
    </StrictMode>
  )
}
