import type { FastifyInstance } from 'fastify'
import { badRequest } from './app-error'

// NUL and other control characters have no place in a part number, a name or a note, and
// PostgreSQL refuses a NUL in text outright (a 500 if it got that far). They are refused here,
// for every route at once, before any schema or service sees the request. JSON bodies may keep
// tab, newline and carriage return (notes are typed in text areas); addresses and query strings
// keep none.

export const CONTROL_TEXT = 'Data berisi karakter yang tidak diizinkan.'
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const MAX_DEPTH = 32

function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    // a broken escape is the router's and the schema's to refuse; it holds no control character
    return ''
  }
}

/** True when the path or the query string holds a control character, raw or %-escaped. */
export function urlHasControl(url: string): boolean {
  if (ANY_CONTROL.test(url)) return true
  return url.split(/[?&=/]/).some((part) => part.includes('%') && ANY_CONTROL.test(decoded(part)))
}

/** True when a string or key anywhere in a parsed JSON value holds a control character. */
export function jsonHasControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value)
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((v) => jsonHasControl(v, depth + 1))
  return Object.entries(value).some(([key, v]) => CONTROL_IN_TEXT.test(key) || jsonHasControl(v, depth + 1))
}

export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (urlHasControl(request.url)) throw badRequest(CONTROL_TEXT)
  })
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && !request.isMultipart() && jsonHasControl(request.body)) throw badRequest(CONTROL_TEXT)
  })
}
