// A page's document with its first screen rendered by the server (docs/decisions.md 'First screens
// from the server'): the visitor's session read here, the page's first data from the services
// (reads.ts), the screen from the web app's server build. A visitor the route guard sends
// elsewhere is sent from here. The document's head goes out as soon as the session has decided the
// page, so the browser fetches the page's code and styles while the server reads and renders; a
// render that fails or outlasts its budget leaves the page to the browser (index.html's own place
// for the screen), logged, never an error page.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FirstScreenInput, FirstScreenPlan, RenderedScreen } from '#web/entry-server.tsx'
import { SESSION_COOKIE } from '../cookies'
import type { SessionContext, SessionLoader } from '../session-context'
import { documentParts, readRouteAssets, screenAndTail } from './document'
import { documentStream } from './document-stream'
import type { FirstScreenReads } from './reads'
import { type RenderPool, renderPool } from './render-pool'

interface RenderEntry {
  planFirstScreen(input: FirstScreenInput): FirstScreenPlan
}

export interface FirstScreenOptions {
  /** The web app's server build (dist/ssr/entry-server.js), or a module that exports the same. */
  entry: string
  budgetMs: number
  reads: FirstScreenReads
  /** The API's own session lookup: a page's document is no API call, so it reads its session here. */
  sessions: SessionLoader
  /** The session as GET /api/auth/me answers it (the auth feature's presenter). */
  presentSession: (session: SessionContext) => unknown
  webDist: string
  /** How the streamed document is compressed: as the API's answers are (config API_COMPRESSION). */
  compression: 'br' | 'gzip' | 'off'
  /** Worker threads that render (render-pool.ts); 0 renders on the main thread (the tests' TypeScript entry). */
  threads: number
}

/** Personal HTML: never kept by the browser's cache, a proxy or the back-forward cache. */
export const PERSONAL_HTML = 'private, no-store'

class OverBudget extends Error {}

const PHONE_AGENT = /Mobi|Android|iPhone|iPad|iPod/
/**
 * Whether the page is drawn for a phone: the browser's mobile hint when it sends one, else its
 * name. Unknown means a phone, the portal's everyday screen; a wrong guess is redrawn at once.
 */
function phoneAsking(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile']
  if (hint === '?0') return false
  if (hint === '?1') return true
  const agent = request.headers['user-agent']
  return !agent || PHONE_AGENT.test(agent)
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OverBudget(`not rendered within ${ms} ms`)), Math.max(0, ms))
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

type Outcome = 'page' | 'redirect' | 'browser' | 'fallback'

export interface FirstScreens {
  /** Answers the document request when its first screen is the server's to render; false leaves it to index.html. */
  answer(request: FastifyRequest, reply: FastifyReply, template: string): Promise<boolean>
  /** How this instance answered its pages so far (GET /api/metrics). */
  counts(): Array<{ outcome: Outcome; count: number }>
  /** Stops the render threads. */
  close(): Promise<void>
}

/**
 * The server's first screens, with the web app's server build loaded (a second or so: before the
 * first visitor, not during his page); null when the build is not there (the browser renders all).
 */
export async function firstScreens(options: FirstScreenOptions): Promise<FirstScreens | null> {
  if (!fs.existsSync(options.entry)) return null
  const renderer = (await import(pathToFileURL(options.entry).href)) as RenderEntry
  const assets = readRouteAssets(options.webDist)
  const pool: RenderPool | null = options.threads > 0 ? await renderPool(options.threads, options.entry) : null

  async function inputOf(request: FastifyRequest): Promise<FirstScreenInput> {
    const rawId = request.cookies[SESSION_COOKIE]
    request.session = rawId ? await options.sessions.load(rawId) : null
    const session = request.session ? options.presentSession(request.session) : null
    return {
      url: request.url,
      session,
      read: options.reads.readerFor(request),
      // the render's own wait for a lazy part; the whole answer keeps to the budget too (within)
      renderMs: options.budgetMs,
      phone: phoneAsking(request),
      report: (error) => request.log.warn({ err: error, url: request.url }, 'part of a first screen left to the browser'),
    }
  }

  /** The screen: in a render thread when there are some (the plan again there, from the same input). */
  function screenOf(input: FirstScreenInput, planned: Extract<FirstScreenPlan, { kind: 'render' }>, deadline: number) {
    return pool ? pool.render(input, deadline) : planned.render()
  }

  const counts: Record<Outcome, number> = { page: 0, redirect: 0, browser: 0, fallback: 0 }
  return {
    counts: () => Object.entries(counts).map(([outcome, count]) => ({ outcome: outcome as Outcome, count })),
    close: async () => pool?.close(),
    async answer(request, reply, template) {
      const deadline = Date.now() + options.budgetMs
      let input: FirstScreenInput
      let planned: FirstScreenPlan
      try {
        input = await within(inputOf(request), options.budgetMs)
        planned = await within(Promise.resolve(renderer.planFirstScreen(input)), deadline - Date.now())
      } catch (error) {
        counts.fallback++
        request.log.warn({ err: error, url: request.url }, 'first screen left to the browser')
        return false
      }
      if (planned.kind === 'shell') {
        counts.browser++
        return false
      }
      reply.header('Cache-Control', PERSONAL_HTML).header('Vary', 'Cookie')
      if (planned.kind === 'redirect') {
        counts.redirect++
        await reply.redirect(planned.to, 302)
        return true
      }
      const parts = documentParts(template, planned.modules, assets)
      if (parts === null) {
        counts.fallback++
        request.log.warn({ url: request.url }, 'index.html has no place for a first screen')
        return false
      }
      // the head now: the browser starts on the page's code and styles while its screen is made
      const document = documentStream(request, reply, options.compression)
      document.write(parts.head)
      let screen: RenderedScreen
      try {
        screen = await within(screenOf(input, planned, deadline), deadline - Date.now())
      } catch (error) {
        screen = { kind: 'shell', reason: error instanceof Error ? error.message : String(error) }
      }
      if (screen.kind === 'page') {
        counts.page++
        document.end(screenAndTail(parts, screen))
      } else {
        counts.fallback++
        request.log.warn({ url: request.url, reason: screen.reason }, 'first screen left to the browser')
        document.end(parts.placeholder + parts.tail)
      }
      return true
    },
  }
}
