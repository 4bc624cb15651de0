// product.md §2.4: the failed-attempt counter lives in session storage (login_failed_count).
import {
  LOGIN_COUNTDOWN_FROM_ATTEMPT as COUNTDOWN_FROM_ATTEMPT,
  LOGIN_COUNTDOWN_UNTIL_ATTEMPT as COUNTDOWN_UNTIL_ATTEMPT,
} from '#common/login-limits.ts'
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'

export const FAILED_COUNT_KEY = 'login_failed_count'

export function readFailedCount(): number {
  const value = Number.parseInt(readStored('session', FAILED_COUNT_KEY) ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : 0
}

export function writeFailedCount(count: number): void {
  if (count > 0) writeStored('session', FAILED_COUNT_KEY, String(count))
  else removeStored('session', FAILED_COUNT_KEY)
}

/** A 5-second wait precedes attempts 6 to 9: it runs after the 5th to the 8th failure. */
export function needsCountdown(failedCount: number): boolean {
  const nextAttempt = failedCount + 1
  return nextAttempt >= COUNTDOWN_FROM_ATTEMPT && nextAttempt <= COUNTDOWN_UNTIL_ATTEMPT
}
