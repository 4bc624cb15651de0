import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'

const TOKEN = 'scrape-token-0123456789'
const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? Number.NaN,
  )

describe('GET /api/metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN })
  })
  afterAll(() => t.close())

  it('is a 404 without the bearer token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} })
      expect(res.statusCode, String(authorization)).toBe(404)
    }
  })

  it('counts requests by route pattern and status, refused sign-ins and open streams', async () => {
    await t.app.inject({ method: 'GET', url: '/api/healthz' })
    await t.app.inject({ method: 'GET', url: '/api/orders/123' })
    const agent = new Agent(t.app)
    await agent.get('/api/auth/csrf')
    const refused = await agent.post('/api/auth/login?scheme=scrypt', { username: 'nobody.here', password: 'salah123' })
    expect(refused.statusCode).toBe(401)

    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/healthz",status="200"}')).toBe(1)
    // the pattern, not the id: one series for every order
    expect(sample(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status="401"}')).toBe(1)
    expect(sample(text, 'portal_login_failures_total{reason="invalid_credentials"}')).toBe(1)
    expect(sample(text, 'portal_event_streams_open')).toBe(0)
    expect(sample(text, 'portal_import_parses{state="active"}')).toBe(0)
    expect(text).toContain('portal_process_resident_memory_bytes')
    if (t.database.pool) expect(sample(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThan(0)
  })
})

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer ' } })
    expect(res.statusCode).toBe(404)
  })
})
