import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../common/error-body'
import { ERROR_CODES } from '../common/errors'
import type { AppConfig } from './app-config'
import { presentSession } from './auth'
import type { DatabaseHandle } from './db/connect'
import { startNotifications } from './db/notifications'
import { FEATURES } from './features'
import { registerApiCompression } from './http/compression'
import { registerControlCharacterGuard } from './http/control-characters'
import { registerCsrf } from './http/csrf'
import { registerErrorHandling } from './http/errors'
import { type FirstScreens, firstScreens } from './http/first-screen/answer'
import { collectFirstScreenReads } from './http/first-screen/reads'
import { registerMetrics } from './http/metrics'
import { registerOpenApi } from './http/openapi'
import { registerPasswordChangeGate } from './http/password-change-gate'
import { pingDatabase } from './http/queries'
import { registerRequestLog } from './http/request-log'
import { loadServerSecret } from './http/secret'
import { registerSecurityHeaders } from './http/security-headers'
import { serializerCompiler } from './http/serializer'
import { registerSession } from './http/session'
import { registerSpa } from './http/spa'
import { installIndonesianValidationMessages } from './http/validation-messages'
import { MULTIPART_LIMITS } from './imports'
import type { Clock } from './lib/clock'
import { type AnyFeature, type Composed, channelsOf, composeFeatures, registerFeatureRoutes } from './lib/compose-features'
import type { StockProvider } from './stock'

export type { AppConfig } from './app-config'

export interface AppDeps {
  database: DatabaseHandle
  config: AppConfig
  clock: Clock
  /** tests may pass their own stock service */
  stock?: StockProvider
  /** the features to build, in order: server/features.ts's list unless a test adds one */
  features?: readonly AnyFeature[]
}

const READY_TIMEOUT_MS = 2_000

/**
 * Builds the whole API: the plumbing (plugins, hooks, health), then the features of
 * server/features.ts in their order. main.ts listens on it; tests call it with their own database
 * and clock.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, clock } = deps
  const db = deps.database.db
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // one line per request, written by registerRequestLog
    logController: new LogController({ disableRequestLogging: true }),
    // closing ends idle keep-alive connections at once; requests in flight finish first (event
    // streams are ended by live/routes.ts before the close)
    forceCloseConnections: 'idle',
    // a request whose body was still arriving when the stop began is served, not refused: the
    // listener is already closed, so nothing new gets in
    return503OnClosing: false,
  })
  installIndonesianValidationMessages()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // JSON bodies only as application/json: a text/plain "JSON" is a classic CSRF vector
  app.removeContentTypeParser('text/plain')

  // external plugins first, then ours, then routes
  await app.register(fastifyCookie)
  await registerApiCompression(app, config.apiCompression ?? 'off')
  registerSecurityHeaders(app)
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS })
  // before any route: the reference is collected from the routes as they are declared
  await registerOpenApi(app)
  // per-route limits only (products-osc announces what is left in x-ratelimit-remaining);
  // the key is the signed-in user, else the address
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => (request.session ? `u${request.session.user.id}` : request.ip),
  })

  const secret = await loadServerSecret(db, config.sessionSecret)
  registerRequestLog(app)
  registerErrorHandling(app)
  // what any instance announces reaches this one: one LISTEN connection for the features' channels
  const features = deps.features ?? FEATURES
  const channels = await startNotifications(deps.database, channelsOf(features), app.log)
  app.addHook('onClose', () => channels.close())
  const platform = { db, database: deps.database, config, clock, log: app.log, channels, secret }
  const composed = await composeFeatures(features, platform, deps.stock ? { stock: deps.stock } : {})
  for (const part of composed.built) if (part.close) app.addHook('onClose', async () => part.close?.())
  // before the routes, so every route is measured
  let rendered: FirstScreens | null = null
  registerMetrics(app, config.metricsToken, {
    ...metricsOf(deps.database, composed),
    firstScreens: () => rendered?.counts() ?? [],
  })
  // bad bytes are refused before a session is even looked up
  registerControlCharacterGuard(app)
  const { sessions } = composed.services
  if (!sessions) throw new Error('no feature gives sessions')
  registerSession(app, sessions)
  registerPasswordChangeGate(app)
  registerCsrf(app, secret)
  // API answers are personal and change: no-store, unless the route chose its own caching (an
  // avatar's address changes with the picture, so profile/routes.ts lets the browser keep it).
  // Such a route sets its header only on success, so its errors still get no-store.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
  })
  registerHealth(app, deps.database)
  // before the routes: the GETs a first screen may read are collected as they are declared
  const reads = collectFirstScreenReads(app)
  await registerFeatureRoutes(app, composed)
  const { webDist, firstScreenEntry } = config
  rendered =
    webDist && firstScreenEntry
      ? await firstScreens({
          entry: firstScreenEntry,
          budgetMs: config.firstScreenBudgetMs ?? 1_000,
          reads,
          sessions,
          presentSession,
          webDist,
          compression: config.apiCompression ?? 'off',
          // tests render on the main thread: their entry is the TypeScript source, which a thread cannot load
          threads: config.firstScreenThreads ?? 0,
        })
      : null
  app.addHook('onClose', async () => rendered?.close())
  await registerSpa(app, webDist, rendered)
  return app
}

/** What /api/metrics reads: the pool's figures and each feature's own. */
function metricsOf(database: DatabaseHandle, composed: Composed) {
  const sources = Object.assign({}, ...composed.built.map((part) => part.metrics ?? {}))
  return {
    pool: database.pool ?? undefined,
    openStreams: () => 0,
    importParses: () => ({ active: 0, waiting: 0 }),
    ...sources,
  }
}

function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/healthz', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }))
  const readySchema = { response: { 200: z.object({ ok: z.literal(true), database: z.string() }), 503: errorBodySchema } }
  app.get('/api/readyz', { schema: readySchema }, async (_request, reply) => {
    try {
      // a probe must answer quickly even when the database hangs: 2 s, then 'not ready'
      await Promise.race([
        pingDatabase(database.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('readiness timeout')), READY_TIMEOUT_MS).unref()),
      ])
      return { ok: true, database: database.kind }
    } catch {
      return reply.code(503).send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, detail: 'Database tidak tersedia.' })
    }
  })
}
