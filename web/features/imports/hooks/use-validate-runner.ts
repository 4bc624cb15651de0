// One validation at a time: a newer call cancels the one still out, so only the latest answer
// reaches the screen; a mapping change waits a moment first, so quick changes make one call.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportValidateResponse } from '../../../../common/imports'
import { isAbortError } from '../../../api/client'
import { useValidateImport } from '../api/validate-import'
import { validateErrorText } from '../logic/errors'
import type { ColumnMapping, ImportSource } from '../logic/form-data'

/** What the buyer chose and what the screen says; the request itself is the mutation's. */
interface ImportChoice {
  source: ImportSource | null
  /** Chosen by the buyer; null until then, so the server finds the header itself. */
  mapping: ColumnMapping | null
  /** The last answer; it stays on screen while a new mapping is checked. */
  result: ImportValidateResponse | null
  /** A problem found before anything was sent (no file, wrong type). */
  error: string | null
  /** Said but not an error: e.g. the .xls notice */
  notice: string | null
}

export const INITIAL: ImportChoice = { source: null, mapping: null, result: null, error: null, notice: null }

export function useValidateRunner() {
  const { mutate, reset, isPending, error: failure } = useValidateImport()
  const [choice, setChoice] = useState<ImportChoice>(INITIAL)
  // a mapping change waiting for its delay: the screen already shows it as being checked
  const [waiting, setWaiting] = useState(false)
  const running = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // the mapping being asked for, ahead of renders: quick changes build on each other
  const wanted = useRef<ColumnMapping | null>(null)

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
    (source: ImportSource, mapping: ColumnMapping | null) => {
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

  /** Runs `mapping` after `delayMs`; an answer still out for an older mapping is dropped now. */
  const runLater = useCallback(
    (source: ImportSource, mapping: ColumnMapping, delayMs: number) => {
      wanted.current = mapping
      running.current?.abort()
      clearTimeout(timer.current)
      setWaiting(true)
      setChoice((c) => ({ ...c, mapping }))
      timer.current = setTimeout(() => run(source, mapping), delayMs)
    },
    [run],
  )

  // a cancelled check is no failure: a newer one is on its way, or the buyer started over
  const serverError = failure && !isAbortError(failure) ? validateErrorText(failure) : null
  const state = { ...choice, checking: waiting || isPending, error: choice.error ?? serverError }
  return { state, setChoice, run, runLater, stop, wanted }
}
