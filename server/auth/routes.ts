import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  changePasswordRequestSchema,
  csrfResponseSchema,
  loginRequestSchema,
  okResponseSchema,
  selectRoleRequestSchema,
  sessionResponseSchema,
} from '#common/auth.ts'
import { clearSessionCookies, SESSION_COOKIE, type SecureSetting, setCsrfCookie, setSessionCookies } from '../http/cookies'
import { anonymousCsrfToken, sessionCsrfToken } from '../http/csrf'
import { requireSession } from '../http/guards'
import type { SessionContext } from '../http/session-context'
import { presentSession } from './presenter'
import type { AuthService } from './service'

export interface AuthRouteDeps {
  auth: AuthService
  secret: string
  cookieSecure: SecureSetting
}

const schemeQuery = z.object({ scheme: z.literal('scrypt').optional() })
const changePasswordQuery = z.object({ scheme: z.literal('scrypt').optional(), store: z.literal('scrypt').optional() })

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousSessionId: request.cookies[SESSION_COOKIE],
  })

  const startSession = (request: FastifyRequest, reply: FastifyReply, session: SessionContext & { expiresAt: Date }) => {
    const maxAgeSeconds = Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000))
    setSessionCookies(request, reply, deps.cookieSecure, {
      sessionId: session.rawId,
      csrf: sessionCsrfToken(deps.secret, session.rawId),
      maxAgeSeconds,
    })
    return presentSession(session)
  }

  // A browser without a csrf cookie (first visit, after logout) asks for one before signing in.
  r.get('/api/auth/csrf', { schema: { response: { 200: csrfResponseSchema } } }, async (request, reply) => {
    const sid = request.cookies[SESSION_COOKIE]
    const csrf = sid && request.session ? sessionCsrfToken(deps.secret, sid) : anonymousCsrfToken(deps.secret)
    if (sid && !request.session) reply.clearCookie(SESSION_COOKIE, { path: '/' })
    setCsrfCookie(request, reply, deps.cookieSecure, csrf)
    return { csrf }
  })

  r.post(
    '/api/auth/login',
    { schema: { querystring: schemeQuery, body: loginRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => startSession(request, reply, await deps.auth.login(request.body, client(request))),
  )

  r.post('/api/auth/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await deps.auth.logout(request.session)
    clearSessionCookies(reply)
    return { ok: true as const }
  })

  r.get('/api/auth/me', { schema: { response: { 200: sessionResponseSchema } } }, async (request) =>
    presentSession(requireSession(request)),
  )

  r.post(
    '/api/auth/role',
    { schema: { body: selectRoleRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const session = requireSession(request)
      return startSession(request, reply, await deps.auth.selectRole(session, request.body.role, client(request)))
    },
  )

  r.post(
    '/api/auth/change-password',
    { schema: { querystring: changePasswordQuery, body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const session = requireSession(request)
      await deps.auth.changePassword(session, request.body.current_password, request.body.new_password)
      clearSessionCookies(reply)
      return { ok: true as const }
    },
  )
}
