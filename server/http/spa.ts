import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from './cookies'
import { sendNotFound } from './errors'
import type { FirstScreens } from './first-screen/answer'

/** The build's folder of hashed files (Vite's assetsDir): immutable, never a document. */
export const HASHED_ASSETS_DIR = 'assets'

/**
 * Serves the built web app: real files as they are (hashed assets cached for a year), and for
 * every other GET outside /api the page: its first screen rendered by the server when
 * `firstScreens` renders it, else index.html, whose app renders the page itself (not-found included).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  firstScreens: FirstScreens | null = null,
): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : ''
  if (!webDist || !fs.existsSync(indexFile)) {
    if (webDist) app.log.warn({ webDist }, 'web app is not built; only the API is served')
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply))
    return
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    // the build's .br and .gz twins, chosen by Accept-Encoding (Vary set below)
    preCompressed: true,
    // our own Cache-Control below, not the file sender's max-age=0
    cacheControl: false,
    // no dot folder or file is the app's: the build's chunk map (.vite/) stays on the server
    allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
    setHeaders(res, filePath) {
      // hashed names change with their content: a year, never asked again; anything else is
      // checked with the server each time (its ETag makes that a 304)
      const hashed = filePath.includes(`${path.sep}${HASHED_ASSETS_DIR}${path.sep}`)
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      // the same address answers brotli, gzip or the file as it is: caches keep them apart
      res.setHeader('Vary', 'Accept-Encoding')
    },
  })
  // read per request (a small file, in the OS cache): a rebuilt web app is served at once,
  // never an index that names assets which no longer exist
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = await fs.promises.readFile(indexFile)
    if (firstScreens && request.method === 'GET' && (await firstScreens.answer(request, reply, template.toString('utf8'))))
      return reply
    const body = withSessionPreload(template, request)
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).type('text/html; charset=utf-8')
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.code(200).send(body)
  }
  // '/' is the app itself (its router sends visitors on), not a folder listing of the build
  app.get('/', (request, reply) => sendIndex(request, reply))
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return sendNotFound(reply)
    }
    return sendIndex(request, reply)
  })
}

/** The app's first call on a signed-in page (GET /api/auth/me), named in the document. */
const SESSION_PRELOAD = '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="anonymous" />'

/**
 * A visitor with a session cookie opening a page other than the login form: the document names
 * the session call, so it travels beside the app's code instead of after it (on a phone's link the
 * code alone takes over a second). The app's own request for it is then answered by the preload.
 */
function withSessionPreload(body: Buffer, request: FastifyRequest): Buffer {
  const pathname = request.url.split('?')[0]
  if (!request.cookies?.[SESSION_COOKIE] || pathname === '/login') return body
  return Buffer.from(body.toString('utf8').replace('</head>', `    ${SESSION_PRELOAD}\n  </head>`))
}

/** If-None-Match may list several tags, or '*'; weak tags match too (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}
