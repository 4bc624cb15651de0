// The one fetch client of the SPA (docs/architecture.md): cookies, CSRF header, JSON in and out (or a file
// out), typed errors, and a one-time logout when the server says the session is gone (401) or not
// allowed (403), except a 403 that asks for a new password first. No other file in web/ calls fetch.
import { ERROR_CODES } from '#common/errors.ts'
import { paths } from '../lib/paths'
import { fileNameFromDisposition } from './content-disposition'

const API_BASE = '/api'
const CSRF_COOKIE = 'csrf'
const CSRF_HEADER = 'X-CSRF-Token'
/** The web's own code, beside common/errors.ts ERROR_CODES: the server never answered. */
const NETWORK_ERROR_CODE = 'NETWORK_ERROR'
const NETWORK_ERROR_TEXT = 'Terjadi kesalahan jaringan'

/**
 * An error answer as it may arrive: usually common/errors.ts ErrorBody, but a proxy or a crash page
 * can send anything, so every field is read with care.
 */
type ApiErrorBody = { code?: unknown; detail?: unknown; message?: unknown } & Record<string, unknown>

export class ApiError extends Error {
  readonly status: number
  /** Machine-readable code (common/errors.ts ERROR_CODES, or NETWORK_ERROR), HTTP_<status> when the body had none. */
  readonly code: string
  /** Readable text: detail string, detail.message or message; empty when the server sent none. */
  readonly detail: string
  readonly body: ApiErrorBody | null
  readonly statusText: string

  constructor(status: number, body: ApiErrorBody | null, statusText = '') {
    const detail = readableDetail(body)
    super(detail || statusText || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.statusText = statusText
    this.detail = detail
    this.code = readCode(body) ?? `HTTP_${status}`
  }
}

function readableDetail(body: ApiErrorBody | null): string {
  if (!body) return ''
  const { detail, message } = body
  if (typeof detail === 'string') return detail
  if (detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
    return (detail as { message: string }).message
  }
  return typeof message === 'string' ? message : ''
}

function readCode(body: ApiErrorBody | null): string | null {
  if (!body) return null
  if (typeof body.code === 'string') return body.code
  const nested = body.detail as { code?: unknown } | undefined
  return nested && typeof nested === 'object' && typeof nested.code === 'string' ? nested.code : null
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=')
    if (rawKey === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function hasCsrfCookie(): boolean {
  return Boolean(readCookie(CSRF_COOKIE))
}

// ---- one-time logout on 401/403 -------------------------------------------------------------

type AuthFailureHandler = (status: 401 | 403) => void
let authFailureHandler: AuthFailureHandler | null = null
let authFailureHandled = false
let passwordChangeHandler: (() => void) | null = null

/** The session layer registers what "log out once" means; the client only decides when. */
export function setAuthFailureHandler(handler: AuthFailureHandler | null): void {
  authFailureHandler = handler
}

/**
 * What a 403 PASSWORD_CHANGE_REQUIRED means (the session layer: go to 'Buat Password Baru'). The
 * session is fine, its password is not: such an answer never logs out.
 */
export function setPasswordChangeHandler(handler: (() => void) | null): void {
  passwordChangeHandler = handler
}

/** Called after a successful login, so the next expired session logs out again. */
export function rearmAuthFailure(): void {
  authFailureHandled = false
}

function reportAuthFailure(status: number, code: string, ignore?: boolean): void {
  if (status !== 401 && status !== 403) return
  if (status === 403 && code === ERROR_CODES.PASSWORD_CHANGE_REQUIRED) {
    passwordChangeHandler?.()
    return
  }
  if (ignore || authFailureHandled || window.location.pathname === paths.login) return
  authFailureHandled = true
  authFailureHandler?.(status)
}

// ---- CSRF -------------------------------------------------------------------------------------

let csrfRequest: Promise<string> | null = null

/** The csrf cookie's value; asks the server for one first when the cookie is missing. */
export function ensureCsrfToken(force = false): Promise<string> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing && !force) return Promise.resolve(existing)
  csrfRequest ??= fetch(`${API_BASE}/auth/csrf`, { credentials: 'same-origin' })
    .then(async (res) => {
      const body = (await parseBody(res)) as { csrf?: unknown } | null
      if (!res.ok) throw new ApiError(res.status, body as ApiErrorBody | null, res.statusText)
      return readCookie(CSRF_COOKIE) ?? (typeof body?.csrf === 'string' ? body.csrf : '')
    })
    .finally(() => {
      csrfRequest = null
    })
  return csrfRequest
}

// ---- requests ---------------------------------------------------------------------------------

type QueryValue = string | number | boolean | null | undefined

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  json?: unknown
  formData?: FormData
  signal?: AbortSignal
  headers?: Record<string, string>
  /** For calls whose 401/403 is an answer rather than an ended session (me, login, role choice). */
  ignoreAuthFailure?: boolean
  /** Small writes that must reach the server even when the page is being left (the cart's). */
  keepalive?: boolean
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const qs = params.toString()
  const joiner = path.includes('?') ? '&' : '?'
  return `${API_BASE}${path}${qs ? joiner + qs : ''}`
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    // A proxy or crash page answered with HTML or plain text: keep it readable.
    return { detail: text.slice(0, 300) }
  }
}

async function buildHeaders(options: RequestOptions, method: string, accept: string): Promise<Headers> {
  const headers = new Headers(options.headers)
  headers.set('Accept', accept)
  if (options.json !== undefined) headers.set('Content-Type', 'application/json')
  if (method !== 'GET') headers.set(CSRF_HEADER, await ensureCsrfToken())
  return headers
}

/** Sends one request and hands back its answer when it is ok; otherwise throws its ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET'
  const headers = await buildHeaders(options, method, accept)
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.formData
  let res: Response
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    })
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw error
    throw new ApiError(0, { code: NETWORK_ERROR_CODE, detail: NETWORK_ERROR_TEXT })
  }
  if (!res.ok) {
    const error = new ApiError(res.status, ((await parseBody(res)) as ApiErrorBody | null) ?? null, res.statusText)
    reportAuthFailure(res.status, error.code, options.ignoreAuthFailure)
    throw error
  }
  return res
}

// ---- the server's own reads --------------------------------------------------------------------

/** How the server answers a page's first reads while it renders the page (web/entry-server.tsx). */
export type ServerReader = (path: string, query: Record<string, string>) => Promise<unknown>

let serverReader: ServerReader | null = null

/**
 * Installed once by the server's render entry, never in a browser: a first screen's GETs are
 * answered by the server's services in the same process instead of over HTTP. The reader finds the
 * request it serves on its own (web/entry-server.tsx), so this holds no per-request state.
 */
export function setServerReader(reader: ServerReader): void {
  serverReader = reader
}

function queryOf(query: Record<string, QueryValue> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) out[key] = String(value)
  return out
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverReader && (options.method ?? 'GET') === 'GET') return (await serverReader(path, queryOf(options.query))) as T
  return (await parseBody(await send(path, options, 'application/json'))) as T
}

/** A JSON answer with its headers, for a call that tells something beside its body (POST /api/osc/qty: the stock time). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const res = await send(path, options, 'application/json')
  return { body: (await parseBody(res)) as T, headers: res.headers }
}

export interface DownloadedFile {
  fileName: string
  blob: Blob
}

/**
 * A request whose answer is a file (e.g. an order export), with everything apiRequest does: cookies,
 * CSRF header, ApiError, one-time logout. The name comes from Content-Disposition, else `fallbackName`.
 */
export async function apiDownload(path: string, options: RequestOptions & { fallbackName: string }): Promise<DownloadedFile> {
  const res = await send(path, options, '*/*')
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition'), options.fallbackName)
  return { fileName, blob: await res.blob() }
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'json'>

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
