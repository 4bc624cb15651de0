// The whole app in jsdom for the route tests: the router's data routes (app/router.tsx) in memory at
// one address, with the kit and a query cache of the test's own, as main.tsx puts them together.
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
// react-router's own provider: 'react-router/dom' is a second copy of the router's modules under
// the test runner, whose <Outlet /> then finds no route to render
import { createMemoryRouter, RouterProvider } from 'react-router'
import { appRoutes, browserRouteData } from '../app/router'
import { theme } from '../lib/theme'

export function renderAppAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(appRoutes(browserRouteData(client, Promise.resolve())), { initialEntries: [address] })
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  /** Where the app stands now: path and query. */
  const location = () => router.state.location.pathname + router.state.location.search
  return { ...view, router, client, location }
}
