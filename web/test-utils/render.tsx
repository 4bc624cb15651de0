// Helpers for component tests in jsdom (each such test file starts with `// @vitest-environment jsdom`).
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import type { Role } from '#common/roles.ts'
import { theme } from '../lib/theme'

/** jsdom lacks what Mantine measures with. */
export function installDomShims(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  if (!('ResizeObserver' in window)) {
    ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

export interface FakeAnswer {
  status: number
  body?: unknown
}

/** Replaces fetch with answers keyed by 'METHOD /api/path' (query ignored); records the calls. */
export function fakeFetch(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: { method: string; path: string; headers: Headers; body: unknown }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init.method ?? 'GET'
    const key = `${method} ${url.pathname}`
    calls.push({ method, path: url.pathname + url.search, headers: new Headers(init.headers), body: init.body })
    const entry = answers[key]
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'Tidak ada' }), { status: 404 })
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export function sessionBody(role: Role | null, roles: Role[] = role ? [role] : [], mustChangePassword = false) {
  const user = {
    id: 7,
    username: 'budi',
    first_name: 'Budi',
    last_name: 'Santoso',
    role,
    roles,
    store_id: 1,
    store_name: 'TOKO MAJU',
    branch_id: 1,
    branch_code: 'JKT01',
  }
  return { user, id: 7, role, roles, must_change_password: mustChangePassword }
}
