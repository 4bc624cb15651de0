import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import client from 'prom-client'
import { notFound } from './app-error'
import { nonJsonAnswer } from './openapi'

// GET /api/metrics in Prometheus text format, for the operator's scraper only: it answers with
// `Authorization: Bearer <METRICS_TOKEN>` and is a plain 404 when no token is configured, so an
// instance never tells strangers how busy it is. Each app has its own registry (tests build many).

export interface MetricsSources {
  /** the PostgreSQL pool; none on the embedded database */
  pool?: pg.Pool
  openStreams: () => number
  importParses: () => { active: number; waiting: number }
  /** the feeds' last successes and failures, read from the database when scraped */
  feeds?: () => Promise<{
    lastSuccess: Array<{ kind: string; branch: string; seconds: number }>
    jobs: Array<{ kind: string; failed: number; queued: number }>
  }>
  /** notifications waiting to go out, by channel: how many and how old the oldest (seconds) */
  notificationOutbox?: () => Promise<Array<{ channel: string; queued: number; oldestSeconds: number }>>
  /** what this instance's sender did, by channel and result (sent, retry, given_up, gone) */
  notificationSends?: () => Array<{ channel: string; result: string; count: number }>
  /** the pages this instance answered, by how: rendered, redirected, or left to the browser */
  firstScreens?: () => Array<{ outcome: string; count: number }>
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '')
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

function registerGauges(registry: client.Registry, sources: MetricsSources): void {
  new client.Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new client.Gauge({
    name: 'portal_event_streams_open',
    help: 'Live status event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams())
    },
  })
  new client.Gauge({
    name: 'portal_import_parses',
    help: 'Import files being parsed (active) or waiting for a parse slot (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { active, waiting } = sources.importParses()
      this.set({ state: 'active' }, active)
      this.set({ state: 'waiting' }, waiting)
    },
  })
}

/**
 * One read per scrape for several gauges: the read in flight is shared, and a failed one counts
 * as no figures (the gauges keep their last values rather than fail the whole scrape).
 */
function sharedRead<T>(read: (() => Promise<T>) | undefined): () => Promise<T | undefined> | undefined {
  let pending: Promise<T | undefined> | undefined
  return () => {
    if (!read) return undefined
    pending ??= read()
      .catch(() => undefined)
      .finally(() => {
        pending = undefined
      })
    return pending
  }
}

function registerFeedGauges(registry: client.Registry, sources: MetricsSources): void {
  const figures = sharedRead(sources.feeds)
  new client.Gauge({
    name: 'portal_feed_last_success_timestamp_seconds',
    help: "Last successful load of each feed kind (branch ''), and of each branch's stock",
    labelNames: ['kind', 'branch'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const f of (await figures())?.lastSuccess ?? []) this.set({ kind: f.kind, branch: f.branch }, f.seconds)
    },
  })
  new client.Gauge({
    name: 'portal_feed_failed_jobs',
    help: 'Feed jobs failed since the kind last loaded successfully (0: its newest run went well)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      for (const f of (await figures())?.jobs ?? []) this.set({ kind: f.kind }, f.failed)
    },
  })
  new client.Gauge({
    name: 'portal_feed_queued_jobs',
    help: 'Feed jobs waiting to run',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      for (const f of (await figures())?.jobs ?? []) this.set({ kind: f.kind }, f.queued)
    },
  })
}

function registerNotificationGauges(registry: client.Registry, sources: MetricsSources): void {
  const figures = sharedRead(sources.notificationOutbox)
  new client.Gauge({
    name: 'portal_notification_outbox_queued',
    help: 'Notifications waiting to be sent, by channel (push, email)',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const f of (await figures()) ?? []) this.set({ channel: f.channel }, f.queued)
    },
  })
  new client.Gauge({
    name: 'portal_notification_outbox_oldest_seconds',
    help: 'Age of the oldest notification still waiting to be sent, by channel (0: none waiting)',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const f of (await figures()) ?? []) this.set({ channel: f.channel }, f.oldestSeconds)
    },
  })
  new client.Counter({
    name: 'portal_notification_sends_total',
    help: "This instance's sends by channel and result: sent, retry (failed, tried again later), given_up, gone",
    labelNames: ['channel', 'result'],
    registers: [registry],
    collect() {
      this.reset()
      for (const f of sources.notificationSends?.() ?? []) this.inc({ channel: f.channel, result: f.result }, f.count)
    },
  })
}

export function registerMetrics(app: FastifyInstance, token: string | undefined, sources: MetricsSources): void {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'portal_' })
  registerGauges(registry, sources)
  if (sources.feeds) registerFeedGauges(registry, sources)
  if (sources.notificationOutbox) registerNotificationGauges(registry, sources)
  new client.Counter({
    name: 'portal_first_screens_total',
    help: 'Pages by outcome: page (rendered by the server), redirect, browser (index.html: a screen the server leaves), fallback (failed or over budget)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset()
      for (const f of sources.firstScreens?.() ?? []) this.inc({ outcome: f.outcome }, f.count)
    },
  })
  const duration = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const loginFailures = new client.Counter({
    name: 'portal_login_failures_total',
    help: 'Refused sign-ins: invalid_credentials (401) or locked (423, including the attempt that locks)',
    labelNames: ['reason'],
    registers: [registry],
  })

  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern, never the raw address: ids and queries would make a series per request
    const route = request.routeOptions.url ?? 'unmatched'
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
    if (route === '/api/auth/login' && (reply.statusCode === 401 || reply.statusCode === 423)) {
      loginFailures.inc({ reason: reply.statusCode === 401 ? 'invalid_credentials' : 'locked' })
    }
  })

  const answer = { 200: nonJsonAnswer('Prometheus text format') }
  app.get('/api/metrics', { schema: { response: answer } }, async (request, reply) => {
    if (!token || !tokenMatches(request.headers.authorization, token)) throw notFound()
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
