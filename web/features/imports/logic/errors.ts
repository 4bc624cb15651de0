// Failures in a workshop's words (SPEC §8 'Import'): the server's own sentence for what the buyer
// can fix (a 4xx detail), the spec's general sentence for the rest.
import { ERROR_CODES } from '../../../../common/errors'
import { ApiError } from '../../../api/client'
import { COMMIT_FAILED, NOTHING_KNOWN, VALIDATE_FAILED } from './messages'

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
  if (error instanceof ApiError && error.code === ERROR_CODES.IMPORT_NOTHING_KNOWN) return NOTHING_KNOWN
  return failureText(error, COMMIT_FAILED)
}

/** A second press after a commit that went through: the server names the order already made. */
export function committedOrderId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.IMPORT_ALREADY_COMMITTED) return null
  const id = error.body?.order_id
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}
