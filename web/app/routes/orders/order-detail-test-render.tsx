// Component-test helpers of the order detail (jsdom): the providers of the app layout, the detail
// route with a probe of the current address, and a fetch stub keyed by 'METHOD /api/path'.
import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, configure, render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { ConfirmsWhenNeeded } from '#web/components/confirms-when-needed.tsx'
import { theme } from '#web/lib/theme.ts'
import { installDomShims } from '#web/test-utils/render.tsx'
import { OrderDetailPage } from './order-detail-page'

// a busy 2-core CI machine answers a fetch stub, a toast or a route change in more than 1 s
configure({ asyncUtilTimeout: 5_000 })

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/** Each test of a detail file starts signed in (the csrf cookie) and leaves no page or stub behind. */
export function setUpDetailTests(): void {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}

export function renderDetail(path: string) {
  // the toast store outlives a test's render
  notifications.clean()
  notifications.cleanQueue()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ConfirmsWhenNeeded />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/:area/pesanan/:bucket/:id"
              element={
                <>
                  <OrderDetailPage />
                  <LocationProbe />
                </>
              }
            />
            {/* where a link or 'Kembali' leads: the probe says the page was left */}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

export type Reply =
  | { status: number; body?: unknown; text?: string; statusText?: string; headers?: Record<string, string> }
  | ((init: RequestInit) => Promise<Response>)

interface Call {
  key: string
  body: unknown
  headers: Headers
}

/** Answers in turn when given a list (the last one repeats); an unknown call gets a 404. */
export function stubApi(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`
      calls.push({
        key,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      })
      const entry = routes[key]
      const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry
      if (!reply) return new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'Tidak ada' }), { status: 404 })
      if (typeof reply === 'function') return reply(init)
      const text = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body))
      const headers = reply.headers ?? { 'Content-Type': 'application/json' }
      return new Response(text, { status: reply.status, statusText: reply.statusText, headers })
    }),
  )
  return { calls, bodiesOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) }
}

/** A request that waits until the page gives up on it. */
export const hanging: Reply = (init) =>
  new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))

export const ok = (body: unknown): Reply => ({ status: 200, body })
