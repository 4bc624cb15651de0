// The import's states (SPEC §4 'Import'): upload, then checking, then a preview with statuses.
// A mapping change checks again 400 ms later (SPEC §9).
import { useCallback } from 'react'
import { checkImportFile } from '../logic/file-check'
import type { ColumnMapping } from '../logic/form-data'
import { changeMapping } from '../logic/mapping'
import { NO_FILE, NO_TEXT } from '../logic/messages'
import { INITIAL, useValidateRunner } from './use-validate-runner'

const REVALIDATE_DELAY_MS = 400

export function useImportValidation() {
  const { state, setChoice, run, runLater, stop, wanted } = useValidateRunner()

  const chooseFile = useCallback(
    (file: File) => {
      stop()
      const check = checkImportFile(file)
      if (!check.ok) return setChoice({ ...INITIAL, error: check.error })
      setChoice({ ...INITIAL, notice: check.kind === 'xls' ? check.notice : null })
      run({ kind: 'file', file }, null)
    },
    [run, stop, setChoice],
  )

  const checkText = useCallback(
    (text: string) => {
      stop()
      if (text.trim() === '') return setChoice({ ...INITIAL, error: NO_TEXT })
      setChoice(INITIAL)
      run({ kind: 'text', text }, null)
    },
    [run, stop, setChoice],
  )

  /** 'Periksa File': the chosen file again (e.g. after a failed upload), or ask for one. */
  const recheck = useCallback(() => {
    if (state.source?.kind !== 'file') return setChoice({ ...INITIAL, error: NO_FILE })
    run(state.source, state.mapping)
  }, [run, setChoice, state.source, state.mapping])

  const setColumn = useCallback(
    (field: keyof ColumnMapping, value: string) => {
      const base = wanted.current ?? state.mapping ?? state.result?.mapping
      if (base && state.source) runLater(state.source, changeMapping(base, field, value), REVALIDATE_DELAY_MS)
    },
    [runLater, wanted, state.mapping, state.result, state.source],
  )

  const reset = useCallback(() => {
    stop()
    setChoice(INITIAL)
  }, [stop, setChoice])

  return {
    ...state,
    shownMapping: state.mapping ?? state.result?.mapping ?? null,
    chooseFile,
    checkText,
    recheck,
    setColumn,
    reset,
  }
}

export type ImportValidation = ReturnType<typeof useImportValidation>
