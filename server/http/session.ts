import type { FastifyInstance } from 'fastify'
import { loadSession, type SessionContext, type SessionPolicy } from '../auth/sessions'
import type { Db } from '../db/connect'
import type { Clock } from './clock'
import { SESSION_COOKIE } from './cookies'

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null
  }
}

/** Resolves the session cookie of every API request once, before any handler runs. */
export function registerSession(app: FastifyInstance, deps: { db: Db; clock: Clock; policy: SessionPolicy }): void {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const rawId = request.cookies[SESSION_COOKIE]
    request.session = rawId ? await loadSession(deps.db, deps.clock, deps.policy, rawId) : null
  })
}
