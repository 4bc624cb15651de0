// One validation at a time: a newer call cancels the one still out, so only the latest answer
// reaches the screen.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportValidateResponse } from '../../../../common/imports'
import { isAbortError } from '../../../api/client'
import { validateImport } from '../api/validate-import'
import { validateErrorText } from '../logic/errors'
import type { ColumnMapping, ImportSource } from '../logic/form-data'

export interface ImportCheckState {
  source: ImportSource | null
  /** Chosen by the buyer; null until then, so the server finds the header itself. */
  mapping: ColumnMapping | null
  result: ImportValidateResponse | null
  checking: boolean
  error: string | null
  /** Said but not an error: e.g. the .xls notice */
  notice: string | null
}

export const INITIAL: ImportCheckState = { source: null, mapping: null, result: null, checking: false, error: null, notice: null }

export function useValidateRunner() {
  const [state, setState] = useState<ImportCheckState>(INITIAL)
  const running = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // the mapping being asked for, ahead of renders: quick changes build on each other
  const wanted = useRef<ColumnMapping | null>(null)

  const stop = useCallback(() => {
    wanted.current = null
    clearTimeout(timer.current)
    running.current?.abort()
    running.current = null
  }, [])
  useEffect(() => stop, [stop])

  const run = useCallback(async (source: ImportSource, mapping: ColumnMapping | null) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setState((s) => ({ ...s, source, mapping, checking: true, error: null }))
    try {
      const result = await validateImport(source, mapping, controller.signal)
      if (!controller.signal.aborted) setState((s) => ({ ...s, result, checking: false }))
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return
      setState((s) => ({ ...s, result: null, checking: false, error: validateErrorText(error) }))
    }
  }, [])

  /** Runs `mapping` after `delayMs`; an answer still out for an older mapping is dropped now. */
  const runLater = useCallback(
    (source: ImportSource, mapping: ColumnMapping, delayMs: number) => {
      wanted.current = mapping
      running.current?.abort()
      clearTimeout(timer.current)
      setState((s) => ({ ...s, mapping, checking: true }))
      timer.current = setTimeout(() => void run(source, mapping), delayMs)
    },
    [run],
  )

  return { state, setState, run, runLater, stop, wanted }
}
