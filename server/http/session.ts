import type { FastifyInstance } from 'fastify'
import { SESSION_COOKIE } from './cookies'
import type { SessionContext, SessionLoader } from './session-context'

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null
  }
}

/** Resolves the session cookie of every API request once, before any handler runs. */
export function registerSession(app: FastifyInstance, sessions: SessionLoader): void {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const rawId = request.cookies[SESSION_COOKIE]
    request.session = rawId ? await sessions.load(rawId) : null
  })
}
