// The GETs a first screen may ask while the server renders it (web/entry-server.tsx): the routes
// that say `config: { firstScreen: true }`, answered by calling their own handler with the
// visitor's session, their own validation of path and query, and their own serializer. No HTTP, no
// second copy of a route's rules: what the page reads is what the browser would have been sent.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import FindMyWay, { type HTTPVersion } from 'find-my-way'
import type { ZodType } from 'zod'
import { AppError } from '../app-error'
import { serializerCompiler } from '../serializer'
import type { SessionContext } from '../session-context'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A first screen may read this GET while the server renders the page (server/http/first-screen/reads.ts). */
    firstScreen?: boolean
  }
}

/** One read: the API path as the web's client names it (without /api) and its query. */
export type FirstScreenRead = (path: string, query: Record<string, string>) => Promise<unknown>

interface ReadableRoute {
  url: string
  /** The route's own per-visitor limit (its `config.rateLimit`), counted for the page's reads apart from its HTTP calls. */
  limit?: { max: number; timeWindow: string | number }
  limiter?: ReturnType<FastifyInstance['createRateLimit']>
  params?: ZodType
  query?: ZodType
  write: (data: unknown) => string
  handler: RouteOptions['handler']
}

type Router = FindMyWay.Instance<HTTPVersion.V1>

export interface FirstScreenReads {
  /** The reads of one visitor (the document request's session, or null). */
  readerFor(request: FastifyRequest): FirstScreenRead
  /** The routes that may be read, for the tests that hold them to their HTTP answers. */
  urls(): string[]
}

const API_PREFIX = '/api'

function checked(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return value
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', 'Permintaan tidak valid.')
  return parsed.data
}

/** A route's per-visitor limit, when it has one of a fixed size. */
function limitOf(rateLimit: unknown): ReadableRoute['limit'] {
  if (!rateLimit || typeof rateLimit !== 'object') return undefined
  const { max, timeWindow } = rateLimit as { max?: unknown; timeWindow?: unknown }
  if (typeof max !== 'number' || (typeof timeWindow !== 'string' && typeof timeWindow !== 'number'))
    throw new Error('a first screen reads only a route whose limit has a fixed max and time window')
  return { max, timeWindow }
}

/** Collects the readable routes as they are declared: call before any feature's routes. */
export function collectFirstScreenReads(app: FastifyInstance): FirstScreenReads {
  const router: Router = FindMyWay({ ignoreTrailingSlash: false })
  const routes: ReadableRoute[] = []
  app.addHook('onRoute', (route) => {
    // fastify declares a HEAD beside each GET, with the same options
    if (!route.config?.firstScreen || route.method === 'HEAD') return
    if (route.method !== 'GET') throw new Error(`${route.url}: only a GET can be read for a first screen`)
    const schema = (route.schema ?? {}) as { params?: ZodType; querystring?: ZodType; response?: Record<number, ZodType> }
    const answer = schema.response?.[200]
    if (!answer) throw new Error(`${route.url}: a first screen's read needs its 200 schema`)
    const readable: ReadableRoute = {
      url: route.url,
      params: schema.params,
      query: schema.querystring,
      write: serializerCompiler({ schema: answer, method: 'GET', url: route.url, httpStatus: '200' }),
      handler: route.handler,
      limit: limitOf(route.config.rateLimit),
    }
    routes.push(readable)
    router.on('GET', route.url, () => undefined, readable)
  })

  async function read(app: FastifyInstance, request: FastifyRequest, path: string, query: Record<string, string>) {
    const [pathname, inline] = path.split('?')
    const found = router.find('GET', `${API_PREFIX}${pathname}`)
    if (!found) throw new AppError(404, 'NOT_FOUND', `${pathname} is not read for a first screen`)
    const route = found.store as ReadableRoute
    // as the password gate answers the API: nothing but 'Buat Password Baru' until it is done
    if (request.session?.user.must_change_password)
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'Buat password baru terlebih dahulu.')
    if (route.limit) {
      // made on the first read: the limits' plugin holds the store
      route.limiter ??= app.createRateLimit(route.limit)
      const counted = await route.limiter(request)
      // isAllowed is only ever true for an allow-listed key; past the limit is isExceeded
      if (!counted.isAllowed && counted.isExceeded)
        throw new AppError(429, 'RATE_LIMITED', 'Terlalu banyak permintaan. Coba lagi nanti.')
    }
    const allQuery = { ...Object.fromEntries(new URLSearchParams(inline ?? '')), ...query }
    // what a handler of a readable route may use of its request: the session, path and query
    const asked = {
      session: request.session as SessionContext | null,
      params: checked(route.params, found.params),
      query: checked(route.query, allQuery),
      log: request.log,
      id: request.id,
    } as unknown as FastifyRequest
    // no reply: a handler that writes its own answer returns it instead (catalogue/routes.ts)
    const data = await (route.handler as (this: FastifyInstance, request: FastifyRequest, reply: unknown) => unknown).call(
      app,
      asked,
      null,
    )
    return JSON.parse(route.write(data)) as unknown
  }

  return {
    readerFor: (request) => (path, query) => read(app, request, path, query),
    urls: () => routes.map((route) => route.url),
  }
}
