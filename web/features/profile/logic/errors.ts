// What the profile screen says when a call fails (product.md §8.3): the codes it knows by name,
// else the server's text, else the status; a failure without an answer gets the screen's fallback.
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { PROFILE_TEXT } from './messages'

const BY_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.INVALID_CREDENTIALS]: PROFILE_TEXT.wrongCurrent,
  [ERROR_CODES.PASSWORD_LENGTH_INVALID]: PROFILE_TEXT.passwordLength,
  [ERROR_CODES.PASSWORD_MISMATCH]: PROFILE_TEXT.passwordMismatch,
}

export function profileErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return error.detail || fallback
  return BY_CODE[error.code] ?? (error.detail || `HTTP ${error.status}`)
}
