// The import's states: upload, then checking, then a preview with statuses. A file or pasted lines
// are checked by the server; a mapping change checks again a moment later.
import { useCallback, useState } from 'react'
import type { ImportValidateResponse } from '#common/imports.ts'
import { NO_FILE } from '#web/lib/file-import/messages.ts'
import { type MappingRules, NO_CHOICE, useCheckRunner } from '#web/lib/file-import/use-check-runner.ts'
import { useValidateImport } from '../api/validate-import'
import { checkImportFile } from '../logic/file-check'
import type { ColumnMapping } from '../logic/form-data'
import { changeMapping } from '../logic/mapping'
import { NO_TEXT } from '../logic/messages'

const MAPPING_RULES: MappingRules<ColumnMapping, keyof ColumnMapping, ImportValidateResponse> = {
  found: (result) => result.mapping,
  change: changeMapping,
}

export function useImportValidation() {
  const { run, stop, setChoice, reset: startOver, ...state } = useCheckRunner(useValidateImport(), MAPPING_RULES)
  // said beside the result but not an error: the .xls notice
  const [notice, setNotice] = useState<string | null>(null)

  const chooseFile = useCallback(
    (file: File) => {
      stop()
      const check = checkImportFile(file)
      setNotice(check.ok && check.kind === 'xls' ? check.notice : null)
      if (!check.ok) return setChoice({ ...NO_CHOICE, error: check.error })
      setChoice(NO_CHOICE)
      run({ kind: 'file', file }, null)
    },
    [run, stop, setChoice],
  )

  const checkText = useCallback(
    (text: string) => {
      stop()
      setNotice(null)
      if (text.trim() === '') return setChoice({ ...NO_CHOICE, error: NO_TEXT })
      setChoice(NO_CHOICE)
      run({ kind: 'text', text }, null)
    },
    [run, stop, setChoice],
  )

  /** 'Periksa File': the chosen file again (e.g. after a failed upload), or ask for one. */
  const recheck = useCallback(() => {
    if (state.source?.kind === 'file') return run(state.source, state.mapping)
    setNotice(null)
    setChoice({ ...NO_CHOICE, error: NO_FILE })
  }, [run, setChoice, state.source, state.mapping])

  const reset = useCallback(() => {
    startOver()
    setNotice(null)
  }, [startOver])

  return { ...state, notice, chooseFile, checkText, recheck, reset }
}

export type ImportValidation = ReturnType<typeof useImportValidation>
