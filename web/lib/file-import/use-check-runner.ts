// One check of a file at a time: a newer call cancels the one still out, so only the latest answer
// reaches the screen; a mapping change waits a moment first, so quick changes make one call.
import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isAbortError } from '#web/api/client.ts'
import { validateErrorText } from './errors'

/** What one check sends; a null mapping lets the server find the header itself. */
export interface CheckRequest<Source, Mapping> {
  source: Source
  mapping: Mapping | null
  /** a newer check cancels this one */
  signal: AbortSignal
}

export type CheckMutation<Source, Mapping, Result> = Pick<
  UseMutationResult<Result, Error, CheckRequest<Source, Mapping>>,
  'mutate' | 'reset' | 'isPending' | 'error'
>

/** How a screen's 'Map Kolom Manual' reads the server's answer and takes one dropdown's change. */
export interface MappingRules<Mapping, Field, Result> {
  /** the mapping the server found, as the dropdowns show it */
  found(result: Result): Mapping
  change(mapping: Mapping, field: Field, value: string): Mapping
}

/** What was chosen and what the screen says; the request itself is the mutation's. */
export interface CheckChoice<Source, Mapping, Result> {
  source: Source | null
  /** Chosen by hand; null until then, so the server finds the header itself. */
  mapping: Mapping | null
  /** The last answer; it stays on screen while a new mapping is checked. */
  result: Result | null
  /** A problem found before anything was sent (no file, wrong type, too large). */
  error: string | null
}

export const NO_CHOICE: CheckChoice<never, never, never> = { source: null, mapping: null, result: null, error: null }

const REVALIDATE_DELAY_MS = 400

export function useCheckRunner<Source, Mapping, Field, Result>(
  mutation: CheckMutation<Source, Mapping, Result>,
  rules: MappingRules<Mapping, Field, Result>,
) {
  const { mutate, reset, isPending, error: failure } = mutation
  const [choice, setChoice] = useState<CheckChoice<Source, Mapping, Result>>(NO_CHOICE)
  // a mapping change waiting for its delay: the screen already shows it as being checked
  const [waiting, setWaiting] = useState(false)
  const running = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // the mapping being asked for, ahead of renders: quick changes build on each other
  const wanted = useRef<Mapping | null>(null)

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
    (source: Source, mapping: Mapping | null) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setWaiting(false)
      setChoice((c) => ({ ...c, source, mapping, error: null }))
      mutate(
        { source, mapping, signal: controller.signal },
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
    [mutate],
  )

  const { found, change } = rules
  const shownMapping = choice.mapping ?? (choice.result === null ? null : found(choice.result))

  /** One dropdown changed: checked again a moment later; an answer still out for an older mapping is dropped now. */
  const setColumn = useCallback(
    (field: Field, value: string) => {
      const base = wanted.current ?? choice.mapping ?? (choice.result === null ? null : found(choice.result))
      const source = choice.source
      if (base === null || source === null) return
      const mapping = change(base, field, value)
      wanted.current = mapping
      running.current?.abort()
      clearTimeout(timer.current)
      setWaiting(true)
      setChoice((c) => ({ ...c, mapping }))
      timer.current = setTimeout(() => run(source, mapping), REVALIDATE_DELAY_MS)
    },
    [run, found, change, choice.mapping, choice.result, choice.source],
  )

  /** Start over: no file, no mapping, no answer. */
  const startOver = useCallback(() => {
    stop()
    setChoice(NO_CHOICE)
  }, [stop])

  // a cancelled check is no failure: a newer one is on its way, or the screen started over
  const serverError = failure && !isAbortError(failure) ? validateErrorText(failure) : null
  return {
    ...choice,
    checking: waiting || isPending,
    error: choice.error ?? serverError,
    shownMapping,
    setColumn,
    reset: startOver,
    run,
    stop,
    setChoice,
  }
}
