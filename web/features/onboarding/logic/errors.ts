// Failures in staff's words: the server's own sentence for what they can fix (a 4xx detail), a
// general sentence for the rest, and for a file saved already, what to do about its passwords.
import { ERROR_CODES } from '../../../../common/errors'
import { ApiError } from '../../../api/client'
import { ALREADY_COMMITTED, COMMIT_FAILED, VALIDATE_FAILED } from './messages'

function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status >= 400 && error.status < 500 && error.detail) return error.detail
  // too many files being read at once: waiting a moment is the fix, so say that
  if (error.code === ERROR_CODES.IMPORT_BUSY && error.detail) return error.detail
  // no answer at all (status 0): say it was the network
  if (error.status === 0 && error.detail) return `${fallback} ${error.detail}`
  return fallback
}

export function validateErrorText(error: unknown): string {
  return failureText(error, VALIDATE_FAILED)
}

export function commitErrorText(error: unknown): string {
  // the passwords went to the first answer: this one cannot show them again
  if (error instanceof ApiError && error.code === ERROR_CODES.ONBOARDING_ALREADY_COMMITTED) return ALREADY_COMMITTED
  return failureText(error, COMMIT_FAILED)
}

/** After these the token is spent or stale: only a new check of the file can lead to a save. */
export function needsNewCheck(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const spent: string[] = [
    ERROR_CODES.ONBOARDING_TOKEN_INVALID,
    ERROR_CODES.ONBOARDING_TOKEN_EXPIRED,
    ERROR_CODES.ONBOARDING_ALREADY_COMMITTED,
    ERROR_CODES.ONBOARDING_CHANGED,
    ERROR_CODES.ONBOARDING_NOTHING_VALID,
  ]
  return spent.includes(error.code)
}
