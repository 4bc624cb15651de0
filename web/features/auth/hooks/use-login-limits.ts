// Failure counter, 5-second wait and lockout of the sign-in form (product.md §2.4, §9).
import { useEffect, useState } from 'react'
import { LOGIN_COUNTDOWN_SECONDS as COUNTDOWN_SECONDS } from '#common/login-limits.ts'
import { ApiError } from '#web/api/client.ts'
import { needsCountdown, readFailedCount, writeFailedCount } from '../logic/failed-attempts'
import { isStillLocked } from '../logic/lockout-time'
import { classifyLoginFailure, invalidCredentialsText, type LoginErrorLike } from '../logic/login-messages'

const TICK_MS = 500

function asLoginError(error: unknown): LoginErrorLike {
  if (error instanceof ApiError) return error
  return { status: 0, detail: error instanceof Error ? error.message : '' }
}

/** Re-renders every half second until `until`; idle when there is nothing to count down. */
function useTicker(until: number | null): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (until === null) return
    setNow(new Date())
    const timer = window.setInterval(() => {
      const current = new Date()
      setNow(current)
      if (current.getTime() >= until) window.clearInterval(timer)
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [until])
  return now
}

export function useLoginLimits() {
  const [failedCount, setFailedCount] = useState(readFailedCount)
  const [lastAttempted, setLastAttempted] = useState<string | null>(null)
  const [errorText, setErrorText] = useState<string | null>(null)
  const [lockedUntil, setLockedUntil] = useState<Date | null>(null)
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const now = useTicker(Math.max(lockedUntil?.getTime() ?? 0, waitUntil ?? 0) || null)
  const locked = isStillLocked(lockedUntil, now)
  const waitSeconds = waitUntil === null ? 0 : Math.max(0, Math.ceil((waitUntil - now.getTime()) / 1000))

  function resetCount() {
    writeFailedCount(0)
    setFailedCount(0)
  }

  /** A different account starts its own count. */
  function usernameChanged(normalised: string) {
    if (lastAttempted === null || normalised === lastAttempted) return
    resetCount()
    setLastAttempted(null)
  }

  function attemptStarted(normalised: string) {
    setErrorText(null)
    setLastAttempted(normalised)
  }

  function attemptFailed(error: unknown) {
    const failure = classifyLoginFailure(asLoginError(error))
    if (failure.kind === 'locked') {
      setLockedUntil(failure.lockedUntil)
      return
    }
    if (failure.kind === 'message') {
      setErrorText(failure.text)
      return
    }
    const count = failedCount + 1
    writeFailedCount(count)
    setFailedCount(count)
    setErrorText(invalidCredentialsText(count))
    if (needsCountdown(count)) setWaitUntil(Date.now() + COUNTDOWN_SECONDS * 1000)
  }

  return {
    now,
    errorText,
    lockedUntil: locked ? lockedUntil : null,
    waitSeconds,
    blocked: locked || waitSeconds > 0,
    usernameChanged,
    attemptStarted,
    attemptFailed,
    attemptSucceeded: resetCount,
  }
}
