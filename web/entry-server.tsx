// A page's first screen rendered by the server (docs/decisions.md 'First screens from the server'):
// the same routes, guards and screens as the browser's app (main.tsx), with the visitor's session
// and the page's first data asked of the server's own services (server/http/first-screen.ts gives
// `read`). The browser then hydrates this HTML with the same session and query cache.
import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, type HydrationState, matchRoutes, StaticRouterProvider } from 'react-router'
import { type ServerReader, setServerReader } from './api/client'
import { AppProviders } from './app/app-providers'
import { routeModulesFor } from './app/route-modules'
import { type RouteHandle, routeTable } from './app/route-table'
import { appRoutes } from './app/router'
import { ServerSessionContext } from './features/auth/hooks/use-session'
import { readSessionResponse } from './features/auth/logic/session-response'
import type { SessionState } from './features/auth/logic/session-store'
import { areaOfPath, paths } from './lib/paths'
import { decideRoute, guardSessionOf } from './lib/route-guard'
import { AssumedWidthContext, DESK_WIDTH, PHONE_WIDTH } from './lib/use-media'

export interface FirstScreenInput {
  /** The address as asked: path and query. */
  url: string
  /** The session as GET /api/auth/me answers it, or null for nobody. */
  session: unknown
  /** Answers the page's first GETs for this visitor from the server's services. */
  read: ServerReader
  /** How long the render itself may wait for a lazy part before the browser renders that part. */
  renderMs: number
  /** A part of the screen the server could not render (the browser renders it): for the log. */
  report: (error: unknown) => void
  /** The browser says it is a phone (or nothing), or not: the width the screen is drawn for. */
  phone: boolean
}

/** What the browser needs to hydrate the HTML: the session and the answers it was rendered with. */
export interface FirstScreenState {
  session: unknown
  queries: DehydratedState
  /** The screen width the page was drawn for (lib/use-media.ts). */
  width: number
  /** What the page's routes loaded (their loaders' answers), for the browser's router. */
  router: HydrationState
}

/** The screen itself, or why the browser renders it after all (for the log). */
export type RenderedScreen = { kind: 'page'; html: string; state: FirstScreenState } | { kind: 'shell'; reason: string }

/**
 * What the server does with an address, decided from the session alone (before any of the page's
 * data is read, so the page's head can go out at once): send the visitor elsewhere, leave the page
 * to the browser, or render it (`modules`: the route table's lazy modules the page is made of,
 * whose scripts and stylesheets go in its head; `render`: its first screen with its data).
 */
export type FirstScreenPlan =
  | { kind: 'redirect'; to: string }
  /** The browser renders this one itself (index.html as it is): the reason goes to the log. */
  | { kind: 'shell'; reason: string }
  | { kind: 'render'; modules: string[]; render: () => Promise<RenderedScreen> }

// Each render's reads run inside its own context: one module serves every visitor at once, and a
// query started by a page finds the reader of that page's visitor, never another's.
const reads = new AsyncLocalStorage<ServerReader>()
setServerReader((path, query) => {
  const read = reads.getStore()
  if (!read) throw new Error(`read of ${path} outside a first screen's render`)
  return read(path, query)
})

function sessionStateOf(session: unknown): SessionState {
  const snapshot = session === null ? null : readSessionResponse(session)
  return {
    status: 'ready',
    user: snapshot?.user ?? null,
    role: snapshot?.role ?? null,
    roles: snapshot?.roles ?? [],
    mustChangePassword: snapshot?.mustChangePassword ?? false,
    leftOnPurpose: false,
    version: 0,
  }
}

/** Only what the browser would show itself: no retry, no refetch, answers kept for the page. */
function pageQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Number.POSITIVE_INFINITY } } })
}

/** The addresses rendered here: the sign-in form and the table's screens that allow it (not-found stays the browser's). */
function rendersHere(pathname: string, search: string): boolean {
  if (pathname === paths.login) return true
  const matches = matchRoutes(routeTable, pathname) ?? []
  return matches.length > 0 && matches.every(({ route }) => (route.handle as RouteHandle).serverRenders?.(search) ?? true)
}

/** The origin of the Request the static handler is asked with: its loaders read only the path and query. */
const ORIGIN = 'http://portal.invalid'

export function planFirstScreen(input: FirstScreenInput): FirstScreenPlan {
  const { pathname, search } = new URL(input.url, ORIGIN)
  const session = sessionStateOf(input.session)
  const decision = decideRoute({ pathname, search, session: guardSessionOf(session) })
  if (decision.kind === 'redirect') {
    // a refusal with words ('Akses ditolak: bukan akun seller') is the browser's to say
    return decision.notice ? { kind: 'shell', reason: 'redirect with a notice' } : { kind: 'redirect', to: decision.to }
  }
  if (decision.kind !== 'render') return { kind: 'shell', reason: `route guard: ${decision.kind}` }
  if (!rendersHere(pathname, search)) return { kind: 'shell', reason: 'not a screen the server renders' }
  return { kind: 'render', modules: routeModulesFor(pathname), render: () => renderScreen(input, session, pathname) }
}

async function renderScreen(input: FirstScreenInput, session: SessionState, pathname: string): Promise<RenderedScreen> {
  const width = input.phone ? PHONE_WIDTH : DESK_WIDTH
  const client = pageQueryClient()
  const signedInHere = session.role !== null && areaOfPath(pathname) === session.role
  // The app's own routes, their code and their loaders, waiting for the page's data; made per page:
  // the loaders ask this page's cache.
  const handler = createStaticHandler(appRoutes({ client, waitForData: true, signedInFor: () => signedInHere }))
  const context = await reads.run(input.read, () => handler.query(new Request(new URL(input.url, ORIGIN))))
  // the page's head has gone out: a route that answers otherwise (none does) leaves it to the browser
  if (context instanceof Response) return { kind: 'shell', reason: `router answered ${context.status}` }
  if (context.errors) return { kind: 'shell', reason: 'a route of the page failed to load' }
  // a refused or failed read is asked again by the browser: both render it as not yet arrived
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' })

  const html = await renderComplete(
    <ServerSessionContext.Provider value={session}>
      <AssumedWidthContext.Provider value={width}>
        <AppProviders client={client}>
          {/* hydrate={false}: the router's state travels with the rest of the page's state, never as an inline script */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </AssumedWidthContext.Provider>
    </ServerSessionContext.Provider>,
    input.renderMs,
    input.report,
  )
  const router: HydrationState = { loaderData: context.loaderData, actionData: context.actionData, errors: null }
  const state: FirstScreenState = { session: input.session, queries: dehydrate(client), width, router }
  client.clear()
  return { kind: 'page', html, state }
}

/**
 * The whole screen as HTML once every lazy part of it has arrived (renderToString would leave a
 * lazy part's fallback for the browser to replace); a part still waiting after `ms` is left to the
 * browser, as React does with a boundary the server did not finish.
 */
function renderComplete(element: ReactNode, ms: number, report: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        clearTimeout(timer)
        stream.pipe(sink)
      },
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error)
      },
      // an error inside a boundary leaves that boundary to the browser; the render goes on
      onError: report,
      // every boundary in place, in order: a boundary sent apart is put in place by an inline
      // script, which the page's policy forbids (and the whole screen is sent at once anyway)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    const timer = setTimeout(() => stream.abort(new Error(`first screen not complete in ${ms} ms`)), ms)
  })
}
