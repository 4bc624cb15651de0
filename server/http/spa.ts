import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { sendNotFound } from './errors'

/**
 * Serves the built web app: real files as they are (hashed assets cached for a year), and
 * index.html for every other GET outside /api so the SPA's router decides (not-found included).
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
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
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable')
      }
    },
  })
  // read per request (a small file, in the OS cache): a rebuilt web app is served at once,
  // never an index that names assets which no longer exist
  const sendIndex = async (reply: FastifyReply) =>
    reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(indexFile))
  // '/' is the app itself (its router sends visitors on), not a folder listing of the build
  app.get('/', (_request, reply) => sendIndex(reply))
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return sendNotFound(reply)
    }
    return sendIndex(reply)
  })
}
