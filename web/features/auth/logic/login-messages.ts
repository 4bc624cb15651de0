// product.md §8.2: which message a failed sign-in shows. Pure, so each branch is unit-tested.
import { ERROR_CODES } from '#common/errors.ts'
import { LOGIN_LOCKOUT_MINUTES as LOCKOUT_MINUTES } from '#common/login-limits.ts'

export interface LoginErrorLike {
  status: number
  code?: string
  detail?: string
  statusText?: string
  body?: Record<string, unknown> | null
}

type LoginFailure = { kind: 'locked'; lockedUntil: Date } | { kind: 'invalid-credentials' } | { kind: 'message'; text: string }

const NO_ACCESS_TEXT = 'Akun Anda tidak memiliki akses.'
const RATE_LIMITED_TEXT = 'Terlalu banyak percobaan. Coba lagi nanti.'
const SERVER_ERROR_TEXT = 'Server bermasalah. Coba beberapa saat lagi.'

export function invalidCredentialsText(failedCount: number): string {
  return `Username atau kata sandi salah. (Sudah salah ${failedCount}×)`
}

function readLockedUntil(body: LoginErrorLike['body']): Date | null {
  const raw = body?.locked_until
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const date = new Date(raw)
  return Number.isNaN(date.getTime()) ? null : date
}

function otherText(error: LoginErrorLike): string {
  const detail = error.detail?.trim() || error.statusText?.trim()
  return detail || `Login gagal (${error.status})`
}

/**
 * 423 / AUTH_LOCKED / any locked_until: locked (without a time: the configured lock length from now).
 * 401 INVALID_CREDENTIALS: counted; 403, 429, 5xx: fixed texts; else detail, status text or status.
 */
export function classifyLoginFailure(error: LoginErrorLike, now = new Date()): LoginFailure {
  const lockedUntil = readLockedUntil(error.body)
  if (error.status === 423 || error.code === ERROR_CODES.AUTH_LOCKED || lockedUntil) {
    return { kind: 'locked', lockedUntil: lockedUntil ?? new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) }
  }
  if (error.status === 401 && error.code === ERROR_CODES.INVALID_CREDENTIALS) return { kind: 'invalid-credentials' }
  // a closed branch: the person learns why, and whom to ask
  if (error.status === 403 && error.code === ERROR_CODES.BRANCH_INACTIVE) return { kind: 'message', text: otherText(error) }
  if (error.status === 403) return { kind: 'message', text: NO_ACCESS_TEXT }
  if (error.status === 429) return { kind: 'message', text: RATE_LIMITED_TEXT }
  if (error.status >= 500) return { kind: 'message', text: SERVER_ERROR_TEXT }
  return { kind: 'message', text: otherText(error) }
}
