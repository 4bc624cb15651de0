import type { FastifyReply, FastifyRequest } from 'fastify'

export const SESSION_COOKIE = 'sid'

export type SecureSetting = 'auto' | boolean

function isSecure(request: FastifyRequest, setting: SecureSetting): boolean {
  return setting === 'auto' ? request.protocol === 'https' : setting
}

/** The session id is httpOnly; the csrf token is readable so the SPA can echo it in a header. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  setting: SecureSetting,
  cookies: { sessionId: string; csrf: string; maxAgeSeconds: number },
): void {
  const secure = isSecure(request, setting)
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: cookies.maxAgeSeconds }
  reply.setCookie(SESSION_COOKIE, cookies.sessionId, { ...base, httpOnly: true })
  reply.setCookie('csrf', cookies.csrf, { ...base, httpOnly: false })
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, setting: SecureSetting, csrf: string): void {
  reply.setCookie('csrf', csrf, { path: '/', sameSite: 'lax', secure: isSecure(request, setting), httpOnly: false })
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
  reply.clearCookie('csrf', { path: '/' })
}
