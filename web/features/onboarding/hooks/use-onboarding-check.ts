// The screen's states before the save: upload, then checking, then a preview with every row's
// status. A mapping change checks again 400 ms later, as in the order import.
import { useCallback } from 'react'
import type { OnboardingColumn } from '../../../../common/onboarding'
import { checkOnboardingFile } from '../logic/file-check'
import { changeMapping, fullMapping } from '../logic/mapping'
import { NO_FILE } from '../logic/messages'
import type { OnboardingScope } from '../logic/scope'
import { INITIAL, useCheckRunner } from './use-check-runner'

const REVALIDATE_DELAY_MS = 400

export function useOnboardingCheck(scope: OnboardingScope) {
  const { state, setChoice, run, runLater, stop, wanted } = useCheckRunner(scope)

  const chooseFile = useCallback(
    (file: File) => {
      stop()
      const check = checkOnboardingFile(file)
      // a mapping chosen by hand for the last file stays (Upload Baru): the next export has its columns
      if (!check.ok) return setChoice((c) => ({ ...INITIAL, mapping: c.mapping, error: check.error }))
      run(file, state.mapping)
    },
    [run, stop, setChoice, state.mapping],
  )

  /** 'Periksa File': the chosen file again (e.g. after a failed upload), or ask for one. */
  const recheck = useCallback(() => {
    if (!state.file) return setChoice((c) => ({ ...c, error: NO_FILE }))
    stop()
    run(state.file, state.mapping)
  }, [run, stop, setChoice, state.file, state.mapping])

  const setColumn = useCallback(
    (column: OnboardingColumn, value: string) => {
      const base = wanted.current ?? state.mapping ?? (state.result ? fullMapping(state.result.mapping) : null)
      if (base && state.file) runLater(state.file, changeMapping(base, column, value), REVALIDATE_DELAY_MS)
    },
    [runLater, wanted, state.mapping, state.result, state.file],
  )

  /** Back to the drop zone, keeping the file's name and a mapping chosen by hand. */
  const uploadNew = useCallback(() => {
    stop()
    setChoice((c) => ({ ...INITIAL, file: c.file, mapping: c.mapping }))
  }, [stop, setChoice])

  /** Start over: no file, no mapping. */
  const reset = useCallback(() => {
    stop()
    setChoice(INITIAL)
  }, [stop, setChoice])

  return {
    ...state,
    shownMapping: state.mapping ?? (state.result ? fullMapping(state.result.mapping) : null),
    chooseFile,
    recheck,
    setColumn,
    uploadNew,
    reset,
  }
}

export type OnboardingCheck = ReturnType<typeof useOnboardingCheck>
