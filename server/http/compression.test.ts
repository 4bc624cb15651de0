import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'

// API answers over 1 KB are compressed as the client asks (Accept-Encoding with its q-values),
// small ones and refusals of every encoding go as they are. /api/openapi.json is a big JSON.
let br: TestApp
let gzipOnly: TestApp

beforeAll(async () => {
  br = await startTestApp({ apiCompression: 'br' })
  gzipOnly = await startTestApp({ apiCompression: 'gzip' })
})
afterAll(async () => {
  await br.close()
  await gzipOnly.close()
})

const get = (t: TestApp, url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

describe('API compression', () => {
  it('answers brotli or gzip as accepted, the same JSON either way', async () => {
    const plain = await get(br, '/api/openapi.json', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const viaBr = await get(br, '/api/openapi.json', 'gzip, br')
    expect(viaBr.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(viaBr.rawPayload).toString()).toBe(plain.body)
    expect(viaBr.rawPayload.length).toBeLessThan(plain.body.length / 4)
    const viaGzip = await get(br, '/api/openapi.json', 'gzip')
    expect(viaGzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(viaGzip.rawPayload).toString()).toBe(plain.body)
    expect(String(viaGzip.headers.vary).toLowerCase()).toContain('accept-encoding')
  })

  it('honours q-values: an encoding at q=0 is never used', async () => {
    const res = await get(br, '/api/openapi.json', 'br;q=0, gzip;q=0.5')
    expect(res.headers['content-encoding']).toBe('gzip')
    const none = await get(br, '/api/openapi.json', 'br;q=0, gzip;q=0')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(() => JSON.parse(none.body)).not.toThrow()
  })

  it('leaves small answers alone', async () => {
    const res = await get(br, '/api/healthz', 'gzip, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('offers gzip only when so set, and nothing a client did not ask for', async () => {
    expect((await get(gzipOnly, '/api/openapi.json', 'gzip, br')).headers['content-encoding']).toBe('gzip')
    expect((await get(gzipOnly, '/api/openapi.json', 'br')).headers['content-encoding']).toBeUndefined()
  })
})
