// What surrounds every screen, in the browser (main.tsx) and in the server's render of a first
// screen (entry-server.tsx): the kit with the portal's theme, the app's messages and the query cache.
import { MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AppStatus } from '../components/app-status'
import { ConfirmsWhenNeeded } from '../components/confirms-when-needed'
import { ToastsWhenNeeded } from '../components/toasts-when-needed'
import { cssVariablesResolver, theme } from '../lib/theme'

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    // light only (index.html says so on <html>): a phone's dark setting never flips a painted page
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <ToastsWhenNeeded />
      <ConfirmsWhenNeeded />
      <AppStatus />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
