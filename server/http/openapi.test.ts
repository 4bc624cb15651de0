import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { declaredRoutes, isDocumented } from './openapi'

type Operation = { responses?: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }

describe('the API reference', () => {
  let t: TestApp
  let routes: ReturnType<typeof declaredRoutes> = []
  beforeAll(async () => {
    t = await startTestApp()
    routes = declaredRoutes(t.app).filter((r) => isDocumented(r.url) && r.url !== '/api/openapi.json')
  })
  afterAll(() => t.close())

  it('declares an answer schema for every API route', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((r) => !r.hasResponseSchema).map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('is an OpenAPI 3 document listing every route with its parameters, body, answers and error bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> }
    expect(doc.openapi).toMatch(/^3\./)
    for (const r of routes) {
      const path = r.url.replace(/:(\w+)/g, '{$1}')
      const op = doc.paths[path]?.[r.method.toLowerCase()]
      expect(op, `${r.method} ${r.url}`).toBeDefined()
      expect(Object.keys(op?.responses ?? {}), `${r.method} ${r.url}`).toEqual(expect.arrayContaining(['4XX']))
    }
    const login = doc.paths['/api/auth/login'].post
    expect(login.requestBody).toBeDefined()
    expect(JSON.stringify(doc.paths['/api/orders'].get.parameters)).toContain('tanggal_from')
  })

  it('has a readable page served by the portal itself under its security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[^"']+\.js/)
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'")
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
  })
})
