// @vitest-environment jsdom
import { hydrate, QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
// react-router's own: 'react-router/dom' is a second copy of the router's modules under the test runner
import { createBrowserRouter } from 'react-router'
import { expect, it, vi } from 'vitest'
import { planFirstScreen } from '../entry-server'
import { applyRenderedSession } from '../features/auth/logic/session-actions'
import { AssumedWidthContext } from '../lib/use-media'
import { installDomShims } from '../test-utils/render'
import { BrowserApp } from './browser-app'
import { appRoutes, browserRouteData, loadRouteCode } from './router'

// The server's HTML taken over by the browser's own tree (main.tsx's, from browser-app.tsx): the
// two must fork alike above the screens, or every React id (a field's label, a tab's panel) in the
// browser differs from the one in the HTML, which React then leaves as it was, unpatched.
/** The page the server draws at `url` for `session`, then the browser's takeover: React's complaints about mismatches. */
async function takeOver(url: string, session: unknown): Promise<{ container: HTMLElement; mismatches: string[] }> {
  const plan = planFirstScreen({
    url,
    session,
    // every read refused: the page is drawn with its own loading where its data would be
    read: (path) => Promise.reject(new Error(`${path} is not read here`)),
    renderMs: 10_000,
    report: () => undefined,
    phone: true,
  })
  if (plan.kind !== 'render') throw new Error(`planned ${plan.kind}`)
  const screen = await plan.render()
  if (screen.kind !== 'page') throw new Error(screen.reason)
  const container = document.createElement('div')
  container.innerHTML = screen.html
  document.body.append(container)

  installDomShims()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  window.history.replaceState(null, '', url)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  hydrate(client, screen.state.queries)
  await applyRenderedSession(screen.state.session)
  const routes = appRoutes(browserRouteData(client, Promise.resolve()))
  await loadRouteCode(routes, new URL(url, 'http://portal.invalid').pathname)
  const router = createBrowserRouter(routes, { hydrationData: screen.state.router })
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <AssumedWidthContext.Provider value={screen.state.width}>
          <BrowserApp router={router} client={client} />
        </AssumedWidthContext.Provider>,
      )
    })
    // (the same contexts were just rendered by the server's renderer in this process: React says so
    // in development, a remark about the test, not the page)
    const mismatches = errors.mock.calls.map((call) => String(call[0])).filter((text) => /hydrat|match/i.test(text))
    return { container, mismatches: mismatches.map((text) => text.slice(0, 400)) }
  } finally {
    errors.mockRestore()
  }
}

it('the browser takes over the sign-in form the server drew without a mismatch', async () => {
  const page = await takeOver('/login', null)
  // the form's fields are labelled by React's ids: there are ids to compare
  expect(page.container.querySelector('label[for]')).not.toBeNull()
  expect(page.mismatches).toEqual([])
})
