import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Helmet's security headers on every answer, with a Content-Security-Policy that allows no
 * inline script. The middleware is built once: @fastify/helmet rebuilt it, CSP string and all,
 * on every request, which cost more than a cached catalogue answer itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined))
  })
}
