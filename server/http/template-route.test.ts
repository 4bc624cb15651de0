import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error'
import { templateRoute } from './template-route'

// The example files' one route: built on the first download only, refused before anything is
// built when the guard says no, and sent as every download is (download.ts).

describe('templateRoute', () => {
  it('builds the file once and answers it as a download with its cache header', async () => {
    const app = Fastify()
    let builds = 0
    templateRoute(app, '/contoh.csv', {
      fileName: 'contoh.csv',
      contentType: 'text/csv; charset=utf-8',
      cache: 'public, max-age=3600',
      build: async () => {
        builds += 1
        return Buffer.from('a,b\r\n')
      },
    })
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/contoh.csv' }),
      app.inject({ method: 'GET', url: '/contoh.csv' }),
    ])
    expect(builds).toBe(1)
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe('a,b\r\n')
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toBe(`attachment; filename="contoh.csv"; filename*=UTF-8''contoh.csv`)
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    await app.close()
  })

  it('asks the guard first: a refused caller builds nothing', async () => {
    const app = Fastify()
    let builds = 0
    templateRoute(app, '/rahasia.csv', {
      fileName: 'rahasia.csv',
      contentType: 'text/csv; charset=utf-8',
      guard: (request: FastifyRequest) => {
        if (request.headers['x-admin'] !== '1') throw new AppError(403, 'FORBIDDEN', 'Tidak diizinkan')
      },
      build: () => {
        builds += 1
        return 'x'
      },
    })
    const refused = await app.inject({ method: 'GET', url: '/rahasia.csv' })
    expect(refused.statusCode).toBe(403)
    expect(builds).toBe(0)
    const allowed = await app.inject({ method: 'GET', url: '/rahasia.csv', headers: { 'x-admin': '1' } })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['cache-control']).toBeUndefined()
    expect(builds).toBe(1)
    await app.close()
  })
})
