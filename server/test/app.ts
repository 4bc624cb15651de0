import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Role } from '#common/roles.ts'
import { type AppConfig, buildApp } from '../app'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import type { AnyFeature } from '../lib/compose-features'
import type { StockProvider } from '../stock'
import { openTestDatabase } from './database'

export const TEST_CONFIG: AppConfig = {
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  // cheap hashes keep the suite fast; production uses 2^17
  scryptLogN: 10,
  cookieSecure: false,
  loginRatePerMinute: 1000,
  sessionIdleMinutes: 60,
  sessionAbsoluteHours: 12,
  trustProxy: false,
  logLevel: 'silent',
  stockProvider: 'embedded',
  oscUrl: undefined,
  catalogueRatePerMinute: 600,
  // as in production: the suite runs with the session cache on
  sessionCacheSeconds: 5,
}

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  clock: ManualClock
  close(): Promise<void>
}

/** `features`: the server's list with a test's own added (one that takes hold of a service, say) */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  stock?: StockProvider,
  features?: readonly AnyFeature[],
): Promise<TestApp> {
  const database = await openTestDatabase()
  const clock = new ManualClock()
  const app = await buildApp({ database, clock, stock, features, config: { ...TEST_CONFIG, ...overrides } })
  await app.ready()
  return {
    app,
    database,
    clock,
    async close() {
      await app.close()
      await database.close()
    },
  }
}

/** A browser-like agent: keeps cookies between calls and echoes the csrf cookie as a header. */
export class Agent {
  private cookies = new Map<string, string>()

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }

  private remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && new Date(c.expires).getTime() <= Date.now()) || c.maxAge === 0)
        this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    opts: { csrf?: string | null; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...opts.headers }
    const csrf = opts.csrf === undefined ? this.cookies.get('csrf') : opts.csrf
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      payload: body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    })
    this.remember(res)
    return res
  }

  get(url: string) {
    return this.request('GET', url)
  }

  post(url: string, body?: unknown, opts?: { csrf?: string | null; headers?: Record<string, string> }) {
    return this.request('POST', url, body, opts)
  }

  async login(username: string, password: string, role?: Role) {
    if (!this.cookies.get('csrf')) await this.get('/api/auth/csrf')
    return this.post('/api/auth/login?scheme=scrypt', role ? { username, password, role } : { username, password })
  }
}
