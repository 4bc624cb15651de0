// Failures of 'Import' in a workshop's words; a failed check is said as the customer import says it
// (web/lib/file-import/errors.ts).
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { failureText } from '#web/lib/file-import/errors.ts'
import { COMMIT_FAILED, NOTHING_KNOWN } from './messages'

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
