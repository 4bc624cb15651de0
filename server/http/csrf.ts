import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './app-error'
import { SESSION_COOKIE } from './cookies'

export const CSRF_COOKIE = 'csrf'
export const CSRF_HEADER = 'x-csrf-token'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url')
}

/** The token of a signed-in browser: tied to its session id (docs/decisions.md, Sign-in and sessions). */
export function sessionCsrfToken(secret: string, rawSessionId: string): string {
  return `s.${hmac(secret, `session:${rawSessionId}`)}`
}

/** Before sign-in there is no session: a signed random token (double submit) guards the login. */
export function anonymousCsrfToken(secret: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `a.${nonce}.${hmac(secret, `anon:${nonce}`)}`
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function isValidAnonymous(secret: string, token: string): boolean {
  const [kind, nonce, mac] = token.split('.')
  return kind === 'a' && !!nonce && !!mac && equal(mac, hmac(secret, `anon:${nonce}`))
}

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  if (!origin || origin === 'null') return origin === 'null'
  try {
    // both through URL so default ports compare equal ('localhost:80' and 'http://localhost')
    const originUrl = new URL(origin)
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.headers.host}`).host
  } catch {
    return true
  }
}

/**
 * Every state-changing API call needs the X-CSRF-Token header equal to the csrf cookie, and that
 * token must belong to the browser's session cookie (or be a valid pre-login token when there is
 * none). Cross-site requests are refused outright.
 */
export function registerCsrf(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    const refuse = () => new AppError(403, 'CSRF_INVALID', 'Token keamanan tidak valid. Muat ulang halaman lalu coba lagi.')
    if (isCrossSite(request)) throw refuse()
    const header = request.headers[CSRF_HEADER]
    const cookie = request.cookies[CSRF_COOKIE]
    if (typeof header !== 'string' || !cookie || !equal(header, cookie)) throw refuse()
    const sid = request.cookies[SESSION_COOKIE]
    const valid = sid ? equal(header, sessionCsrfToken(secret, sid)) : isValidAnonymous(secret, header)
    if (!valid) throw refuse()
  })
}
