import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'

let t: TestApp
const BIG = `const parts = [${'"1230A046",'.repeat(2_000)}]`
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>')
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
  // a built asset with its brotli and gzip twins, as scripts/vite-precompress.ts writes them
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js'), BIG)
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.br'), zlib.brotliCompressSync(BIG))
  fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.gz'), zlib.gzipSync(BIG))
  // the service worker and the manifest the PWA plugin writes (scripts/vite-pwa.ts)
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)')
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"DIPO Parts"}')
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}')
  fs.mkdirSync(path.join(dist, 'help'))
  fs.writeFileSync(path.join(dist, 'help', 'cari.webp'), 'RIFF')
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
    // a subresource carries what applies to it, not the document's policy (a kilobyte per file)
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['content-security-policy']).toBeUndefined()
    const page = await t.app.inject({ method: 'GET', url: '/assets/../login' })
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const index = await t.app.inject({ method: 'GET', url: '/user/produk' })
    expect(index.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN')
    const api = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' })
    expect(api.statusCode).toBe(404)
    expect(api.json().code).toBe('NOT_FOUND')
    expect(api.headers['content-security-policy']).toContain("script-src 'self'")
  })
})

describe('the session call named in the document', () => {
  const preload = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="anonymous" />'

  it('names it for a visitor with a session cookie on any page but the login form', async () => {
    for (const url of ['/user/pesanan/estimasi/61', '/seller/pesanan?x=1', '/']) {
      const res = await t.app.inject({ method: 'GET', url, cookies: { sid: 'any' } })
      expect(res.body, url).toContain(preload)
    }
    const login = await t.app.inject({ method: 'GET', url: '/login?next=%2Fuser', cookies: { sid: 'any' } })
    expect(login.body).not.toContain('/api/auth/me')
  })

  it('does not name it without a session cookie, and the two documents carry different tags', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/user/produk' })
    expect(anonymous.body).not.toContain('/api/auth/me')
    const signedIn = await t.app.inject({ method: 'GET', url: '/user/produk', cookies: { sid: 'any' } })
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag)
  })
})

describe('the installable app', () => {
  it('serves the service worker as JavaScript that is revalidated every time, so a release is seen at once', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['content-type']).toContain('javascript')
    expect(sw.headers['cache-control']).toBe('no-cache')
    expect(sw.headers.etag).toBeTruthy()
  })

  it('serves the manifest as a web app manifest, and the policy lets the worker and manifest come from the portal', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.headers['content-type']).toContain('application/manifest+json')
    const csp = String(manifest.headers['content-security-policy'])
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
    // the barcode reader's WebAssembly may compile; script text may still never be evaluated
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(csp).not.toMatch(/'unsafe-eval'/)
  })

  it("never serves the build's chunk map", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })
    expect(res.body).not.toContain('index.html')
  })
})

describe('compressed assets', () => {
  const get = (encoding: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/big-5678.js',
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    })

  it('sends the brotli twin to a browser that takes br, the gzip one to one that takes gzip only', async () => {
    const br = await get('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG)
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 10)
    const gz = await get('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG)
    for (const res of [br, gz]) {
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('sends the file as it is for identity, no header, or an encoding refused with q=0', async () => {
    for (const encoding of ['identity', undefined, 'br;q=0, gzip;q=0']) {
      const res = await get(encoding)
      expect(res.headers['content-encoding'], String(encoding)).toBeUndefined()
      expect(res.body, String(encoding)).toBe(BIG)
    }
    const preferGzip = await get('br;q=0, gzip;q=1')
    expect(preferGzip.headers['content-encoding']).toBe('gzip')
  })
})

describe('the app page is never cached stale', () => {
  it('answers no-cache with an ETag, and 304 when the browser already has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/user/produk/all' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': `W/"x", ${etag}` } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const changed = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': '"lama"' } })
    expect(changed.statusCode).toBe(200)
  })

  it('checks files without a hashed name each time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/help/cari.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeTruthy()
  })
})
