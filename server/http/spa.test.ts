import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'

let t: TestApp
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
  t = await startTestApp({ webDist: dist })
})
afterAll(() => t.close())

describe('serving the web app', () => {
  it('answers the app for /, any client route, and the not-found page alike', async () => {
    for (const url of ['/', '/login', '/user/produk/all', '/tidak/ada']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.body).toContain('id="root"')
    }
  })

  it('serves built assets with long caching and keeps /api answers JSON', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(asset.headers['cache-control']).toContain('immutable')
    const api = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' })
    expect(api.statusCode).toBe(404)
    expect(api.json().code).toBe('NOT_FOUND')
    expect(api.headers['content-security-policy']).toContain("script-src 'self'")
  })
})
