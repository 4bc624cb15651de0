// One check of the file at a time: a newer call cancels the one still out, so only the latest
// answer reaches the screen; a mapping change waits a moment first, so quick changes make one call.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OnboardingValidateResponse } from '../../../../common/onboarding'
import { isAbortError } from '../../../api/client'
import { useValidateOnboarding } from '../api/validate-onboarding'
import { validateErrorText } from '../logic/errors'
import type { FullMapping } from '../logic/mapping'
import type { OnboardingScope } from '../logic/scope'

/** What staff chose and what the screen says; the request itself is the mutation's. */
export interface CheckChoice {
  file: File | null
  /** Chosen by hand; null until then, so the server finds the header itself. */
  mapping: FullMapping | null
  /** The last answer; it stays on screen while a new mapping is checked. */
  result: OnboardingValidateResponse | null
  /** A problem found before anything was sent (no file, wrong type, too large). */
  error: string | null
}

export const INITIAL: CheckChoice = { file: null, mapping: null, result: null, error: null }

export function useCheckRunner(scope: OnboardingScope) {
  const { mutate, reset, isPending, error: failure } = useValidateOnboarding()
  const [choice, setChoice] = useState<CheckChoice>(INITIAL)
  // a mapping change waiting for its delay: the screen already shows it as being checked
  const [waiting, setWaiting] = useState(false)
  const running = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // the mapping being asked for, ahead of renders: quick changes build on each other
  const wanted = useRef<FullMapping | null>(null)

  const stop = useCallback(() => {
    wanted.current = null
    clearTimeout(timer.current)
    running.current?.abort()
    running.current = null
    setWaiting(false)
    reset()
  }, [reset])
  useEffect(() => stop, [stop])

  const run = useCallback(
    (file: File, mapping: FullMapping | null) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setWaiting(false)
      setChoice((c) => ({ ...c, file, mapping, error: null }))
      mutate(
        { scope, file, mapping, signal: controller.signal },
        {
          onSuccess: (result) => {
            if (!controller.signal.aborted) setChoice((c) => ({ ...c, result }))
          },
          onError: (error) => {
            if (!isAbortError(error)) setChoice((c) => ({ ...c, result: null }))
          },
        },
      )
    },
    [mutate, scope],
  )

  /** Runs `mapping` after `delayMs`; an answer still out for an older mapping is dropped now. */
  const runLater = useCallback(
    (file: File, mapping: FullMapping, delayMs: number) => {
      wanted.current = mapping
      running.current?.abort()
      clearTimeout(timer.current)
      setWaiting(true)
      setChoice((c) => ({ ...c, mapping }))
      timer.current = setTimeout(() => run(file, mapping), delayMs)
    },
    [run],
  )

  // a cancelled check is no failure: a newer one is on its way, or staff started over
  const serverError = failure && !isAbortError(failure) ? validateErrorText(failure) : null
  const state = { ...choice, checking: waiting || isPending, error: choice.error ?? serverError }
  return { state, setChoice, run, runLater, stop, wanted }
}
