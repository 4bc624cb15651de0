// Failures of 'Simpan' in staff's words, and for a file saved already, what to do about its
// passwords; a failed check is said as the order import says it (web/lib/file-import/errors.ts).
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { failureText } from '#web/lib/file-import/errors.ts'
import { ALREADY_COMMITTED, COMMIT_FAILED } from './messages'

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
