// Helpers for the tests of the shared guards (web/lib/use-single-flight.ts, use-leave-guard.ts) on a
// screen: the app's providers with its confirmation host, a probe of the current address, a quick
// double click, and a tab being closed.
import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ConfirmsWhenNeeded } from '../components/confirms-when-needed'
import { theme } from '../lib/theme'

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/** `ui` at `route`; any other address shows only the probe, so leaving the page is seen. */
export function renderGuarded(ui: ReactElement, route: string) {
  // the toast store outlives a test's render
  notifications.clean()
  notifications.cleanQueue()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ConfirmsWhenNeeded />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path={route}
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

export const locationNow = () => screen.getByTestId('location').textContent

/** Two presses before React draws the button busy, as a quick double click lands in a browser. */
export function doubleClick(element: HTMLElement): void {
  fireEvent.click(element)
  fireEvent.click(element)
}

/** A tab being closed: true when the page asked the browser to ask. */
export function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

/** Gives a second answer, were one on its way, the time to arrive and be shown. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
