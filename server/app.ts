import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../common/error-body'
import { ERROR_CODES } from '../common/errors'
import { FEED_MAX_BYTES } from '../common/feeds'
import { adminRoutes, createAdminService, createSettingsService, settingsRoutes } from './admin'
import {
  authRoutes,
  BRANCH_CLOSED_CHANNEL,
  createAuthService,
  createSessionStore,
  defaultParams,
  HashGate,
  SESSION_ENDED_CHANNEL,
  SESSIONS_REVOKED_CHANNEL,
} from './auth'
import { cartRoutes, createCartService } from './cart'
import { catalogueRoutes, createCatalogueService, SUPERSESSIONS_CHANNEL } from './catalogue'
import type { Config } from './config'
import type { DatabaseHandle } from './db/connect'
import { startNotifications } from './db/notifications'
import { createFeedService, feedMetrics, feedRoutes, startFeedWorker } from './feeds'
import { registerApiCompression } from './http/compression'
import { registerControlCharacterGuard } from './http/control-characters'
import { registerCsrf } from './http/csrf'
import { registerErrorHandling } from './http/errors'
import { type MetricsSources, registerMetrics } from './http/metrics'
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
import { createImportService, importRoutes, MULTIPART_LIMITS, parsesInFlight } from './imports'
import type { Clock } from './lib/clock'
import { liveRoutes, startLiveHub } from './live'
import { createManagementService, managementRoutes } from './management'
import {
  createMailTransport,
  createNotificationService,
  createOrderNotifier,
  createPushTransport,
  loadVapidKeys,
  NOTIFICATION_CHANNEL,
  notificationRoutes,
  outboxFigures,
  startNotificationSender,
  vapidSubjectOf,
} from './notifications'
import { createOnboardingService, onboardingRoutes } from './onboarding'
import { createOrderService, ORDER_STATUS_CHANNEL, orderRoutes } from './orders'
import { PRICES_CHANNEL, PriceBooks } from './pricing'
import { createProfileService, profileRoutes } from './profile'
import { createReportFreshness, createReportService, REPORT_NO_REUSE, reportRoutes } from './reports'
import { embeddedStockProvider, httpStockProvider, type StockProvider } from './stock'

export type AppConfig = Pick<
  Config,
  | 'sessionSecret'
  | 'scryptLogN'
  | 'cookieSecure'
  | 'loginRatePerMinute'
  | 'sessionIdleMinutes'
  | 'sessionAbsoluteHours'
  | 'trustProxy'
  | 'logLevel'
  | 'stockProvider'
  | 'oscUrl'
  | 'catalogueRatePerMinute'
  | 'metricsToken'
  | 'sessionCacheSeconds'
> & {
  webDist?: string
  apiCompression?: Config['apiCompression']
  reportReuse?: boolean
  frequentReuse?: boolean
  /** feeds: off unless set (tests run jobs themselves); main.ts passes the whole Config */
  feedWorker?: boolean
  feedDir?: string
  feedMaxRejectPercent?: number
  stockStaleHours?: number
  /** the upload cap (tests lower it) */
  feedMaxBytes?: number
  /** notifications by e-mail (all three set) and push; the sender is off unless set (tests send themselves) */
  smtpUrl?: string
  smtpCaFile?: string
  mailFrom?: string
  publicUrl?: string
  vapidSubject?: string
  notificationSender?: boolean
}

export interface AppDeps {
  database: DatabaseHandle
  config: AppConfig
  clock: Clock
  /** tests may pass their own stock service */
  stock?: StockProvider
}

function stockProviderFor(deps: AppDeps): StockProvider {
  if (deps.stock) return deps.stock
  if (deps.config.stockProvider === 'http') {
    if (!deps.config.oscUrl) throw new Error('STOCK_PROVIDER=http needs OSC_URL')
    return httpStockProvider(deps.config.oscUrl)
  }
  return embeddedStockProvider(deps.database.db)
}

const READY_TIMEOUT_MS = 2_000

/** Builds the whole API. main.ts listens on it; tests call it with their own database and clock. */
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
  const policy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours }
  registerRequestLog(app)
  registerErrorHandling(app)
  // before the routes, so every route is measured; the stream count is known once live/ is in
  const metricsSources: MetricsSources = {
    pool: deps.database.pool ?? undefined,
    openStreams: () => 0,
    importParses: parsesInFlight,
    feeds: () => feedMetrics(db),
    notificationOutbox: () => outboxFigures(db, clock),
    // the sender starts further down: its figures are read when scraped
    notificationSends: () => [],
  }
  registerMetrics(app, config.metricsToken, metricsSources)
  const sessions = createSessionStore({ db, clock, policy, cacheSeconds: config.sessionCacheSeconds })
  // what any instance announces (ended sessions, new order statuses) reaches this one too
  const notifications = await startNotifications(
    deps.database,
    [
      SESSIONS_REVOKED_CHANNEL,
      BRANCH_CLOSED_CHANNEL,
      SESSION_ENDED_CHANNEL,
      ORDER_STATUS_CHANNEL,
      SUPERSESSIONS_CHANNEL,
      NOTIFICATION_CHANNEL,
      PRICES_CHANNEL,
    ],
    app.log,
  )
  app.addHook('onClose', () => notifications.close())
  notifications.listen(SESSIONS_REVOKED_CHANNEL, (userId) => sessions.forgetUser(Number(userId)))
  notifications.listen(SESSION_ENDED_CHANNEL, sessions.forgetSession)
  notifications.listen(BRANCH_CLOSED_CHANNEL, (branchId) => sessions.forgetBranch(Number(branchId)))
  // bad bytes are refused before a session is even looked up
  registerControlCharacterGuard(app)
  registerSession(app, sessions)
  registerPasswordChangeGate(app)
  registerCsrf(app, secret)
  // API answers are personal and change: no-store, unless the route chose its own caching (an
  // avatar's address changes with the picture, so profile/routes.ts lets the browser keep it).
  // Such a route sets its header only on success, so its errors still get no-store.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
  })

  app.get('/api/healthz', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }))
  const readySchema = { response: { 200: z.object({ ok: z.literal(true), database: z.string() }), 503: errorBodySchema } }
  app.get('/api/readyz', { schema: readySchema }, async (_request, reply) => {
    try {
      // a probe must answer quickly even when the database hangs: 2 s, then 'not ready'
      await Promise.race([
        pingDatabase(db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('readiness timeout')), READY_TIMEOUT_MS).unref()),
      ])
      return { ok: true, database: deps.database.kind }
    } catch {
      return reply.code(503).send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, detail: 'Database tidak tersedia.' })
    }
  })

  // one scrypt gate for the process: sign-in and staff setting passwords share the thread pool
  const hashGate = new HashGate()
  const scrypt = defaultParams(config.scryptLogN)
  const auth = createAuthService({
    db,
    clock,
    sessions,
    scrypt,
    gate: hashGate,
    loginRatePerMinute: config.loginRatePerMinute,
  })
  await authRoutes(app, { auth, secret, cookieSecure: config.cookieSecure })
  const stock = stockProviderFor(deps)
  // each store's agreements in effect, kept for the catalogue's pages (server/pricing)
  const books = new PriceBooks(db)
  const catalogue = createCatalogueService({ db, stock, clock, books, stockStaleHours: config.stockStaleHours })
  // a supersession feed loaded anywhere changes which part a searched number leads to, a price
  // feed or a store's price group what it costs; notices missed while not listening may have too
  notifications.listen(SUPERSESSIONS_CHANNEL, catalogue.clearCache)
  notifications.listen(PRICES_CHANNEL, catalogue.clearCache)
  notifications.onResume(catalogue.clearCache)
  await catalogueRoutes(app, { catalogue, ratePerMinute: config.catalogueRatePerMinute })
  // an order made or moved makes the reports' kept figures of its branch and store old: on this
  // instance right after the commit, on every instance by the status channel's notice
  const reportFreshness = createReportFreshness()
  notifications.listen(ORDER_STATUS_CHANNEL, reportFreshness.heard)
  notifications.onResume(reportFreshness.changedEverything)
  const written = reportFreshness.orderWritten
  // people are told of an order's change in its own transaction (server/notifications); e-mail
  // entries are written only when the portal sends e-mail
  const mail =
    config.smtpUrl && config.mailFrom && config.publicUrl
      ? { smtpUrl: config.smtpUrl, from: config.mailFrom, caFile: config.smtpCaFile }
      : null
  const emailEnabled = mail !== null
  const notify = createOrderNotifier({ clock, emailEnabled })
  const vapid = await loadVapidKeys(db)
  // the transports of an instance that sends: its sender's, and the test message's own sends
  const sending = config.notificationSender
    ? {
        push: createPushTransport({ vapid, subject: config.vapidSubject ?? vapidSubjectOf(config.publicUrl) }),
        mail: mail ? createMailTransport(mail) : undefined,
        publicUrl: config.publicUrl ?? '',
      }
    : undefined
  const sender = sending ? startNotificationSender({ db, clock, ...sending, log: app.log }) : null
  if (sender) {
    metricsSources.notificationSends = sender.counts
    notifications.listen(NOTIFICATION_CHANNEL, sender.kick)
    app.addHook('onClose', () => sender.close())
  }
  const cart = createCartService({ db, clock, frequentReuse: config.frequentReuse !== false, written, notify, books })
  await cartRoutes(app, { cart })
  await orderRoutes(app, { orders: createOrderService({ db, clock, stock, cart, written, notify, books }) })
  await notificationRoutes(app, {
    notifications: createNotificationService({ db, clock, emailEnabled, vapidPublicKey: vapid.publicKey, sending }),
  })
  const hub = startLiveHub(notifications)
  app.addHook('onClose', async () => hub.close())
  // a stream ends with its session: the hub hears the ends, the store answers for lost notices
  const live = await liveRoutes(app, { hub, sessions })
  metricsSources.openStreams = live.openStreams
  await importRoutes(app, { imports: createImportService({ db, clock, written, notify }) })
  const management = createManagementService({ db, clock, sessions, gate: hashGate, scrypt })
  await managementRoutes(app, { management })
  await onboardingRoutes(app, { onboarding: createOnboardingService({ db, clock, gate: hashGate, scrypt }) })
  await profileRoutes(app, { profile: createProfileService({ db, clock, forgetCachedSession: sessions.forgetUser }) })
  const reportCache = config.reportReuse === false ? REPORT_NO_REUSE : undefined
  const reports = createReportService({ db, clock, cache: reportCache, freshness: reportFreshness })
  await reportRoutes(app, { reports })
  // head office registers staff through management and counts through the reports
  const admin = createAdminService({ db, clock, sessions, management, reports, gate: hashGate, scrypt })
  await adminRoutes(app, { admin })
  // its settings: the PPN rows and each branch's quote validity and extra-discount cap
  await settingsRoutes(app, { settings: createSettingsService({ db, clock }) })

  // the nightly feeds: head office's uploads, the drop folder, and the worker every instance runs
  const feedWorker: { kick?: () => void } = {}
  const feedMaxBytes = config.feedMaxBytes ?? FEED_MAX_BYTES
  const feeds = createFeedService({
    db,
    clock,
    kick: () => feedWorker.kick?.(),
    maxBytes: feedMaxBytes,
    stockStaleHours: config.stockStaleHours,
  })
  await feedRoutes(app, { feeds, maxBytes: feedMaxBytes })
  if (config.feedWorker) {
    const worker = startFeedWorker({
      database: deps.database,
      feeds,
      clock,
      maxRejectPercent: config.feedMaxRejectPercent ?? 1,
      dir: config.feedDir,
      log: app.log,
    })
    feedWorker.kick = worker.kick
    app.addHook('onClose', () => worker.close())
  }

  await registerSpa(app, config.webDist)
  return app
}
