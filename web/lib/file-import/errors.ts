// A failed call in the words of the person at the screen: the server's own sentence for what they
// can fix (a 4xx detail), the screen's general sentence for the rest.
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { VALIDATE_FAILED } from './messages'

export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status >= 400 && error.status < 500 && error.detail) return error.detail
  // too many files being read at once: waiting a moment is the fix, so say that
  if (error.code === ERROR_CODES.IMPORT_BUSY && error.detail) return error.detail
  // no answer at all (status 0): say it was the network
  if (error.status === 0 && error.detail) return `${fallback} ${error.detail}`
  return fallback
}

/** Why a file could not be checked. */
export function validateErrorText(error: unknown): string {
  return failureText(error, VALIDATE_FAILED)
}
