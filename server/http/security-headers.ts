import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { HASHED_ASSETS_DIR } from './spa'

/**
 * Helmet's security headers on every answer, with a Content-Security-Policy that allows no
 * inline script. The middleware is built once: @fastify/helmet rebuilt it, CSP string and all,
 * on every request, which cost more than a cached catalogue answer itself.
 */
/** A file of the build's hashed folder, one segment, no '..'. */
const HASHED_ASSET = new RegExp(`^/${HASHED_ASSETS_DIR}/(?!.*\\.\\.)[\\w.-]+$`)

export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles the barcode reader's WebAssembly (served by the portal
        // itself); it allows no eval of script text
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine sets styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // the service worker (/sw.js with its Workbox runtime) and the app manifest are the portal's own
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (HASHED_ASSET.test(request.url)) {
      // A hashed script, stylesheet or picture is never a document: the page's policy, framing and
      // transport rules do not apply to it, while on HTTP/1.1 their kilobyte would ride on each of
      // the forty files of a first load. What does apply to a subresource stays.
      reply.header('X-Content-Type-Options', 'nosniff').header('Cross-Origin-Resource-Policy', 'same-origin')
      return done()
    }
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined))
  })
}
