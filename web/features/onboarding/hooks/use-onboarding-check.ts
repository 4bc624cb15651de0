// The screen's states before the save: upload, then checking, then a preview with every row's
// status. A mapping change checks again a moment later, as in the order import.
import { useCallback } from 'react'
import type { OnboardingColumn, OnboardingValidateResponse } from '#common/onboarding.ts'
import { NO_FILE } from '#web/lib/file-import/messages.ts'
import { type MappingRules, NO_CHOICE, useCheckRunner } from '#web/lib/file-import/use-check-runner.ts'
import { useValidateOnboarding } from '../api/validate-onboarding'
import { checkOnboardingFile } from '../logic/file-check'
import { changeMapping, type FullMapping, fullMapping } from '../logic/mapping'
import type { OnboardingScope } from '../logic/scope'

const MAPPING_RULES: MappingRules<FullMapping, OnboardingColumn, OnboardingValidateResponse> = {
  found: (result) => fullMapping(result.mapping),
  change: changeMapping,
}

export function useOnboardingCheck(scope: OnboardingScope) {
  const { run, stop, setChoice, ...state } = useCheckRunner(useValidateOnboarding(scope), MAPPING_RULES)

  const chooseFile = useCallback(
    (file: File) => {
      stop()
      const check = checkOnboardingFile(file)
      // a mapping chosen by hand for the last file stays (Upload Baru): the next export has its columns
      if (!check.ok) return setChoice((c) => ({ ...NO_CHOICE, mapping: c.mapping, error: check.error }))
      run(file, state.mapping)
    },
    [run, stop, setChoice, state.mapping],
  )

  /** 'Periksa File': the chosen file again (e.g. after a failed upload), or ask for one. */
  const recheck = useCallback(() => {
    if (!state.source) return setChoice((c) => ({ ...c, error: NO_FILE }))
    stop()
    run(state.source, state.mapping)
  }, [run, stop, setChoice, state.source, state.mapping])

  /** Back to the drop zone, keeping the file's name and a mapping chosen by hand. */
  const uploadNew = useCallback(() => {
    stop()
    setChoice((c) => ({ ...NO_CHOICE, source: c.source, mapping: c.mapping }))
  }, [stop, setChoice])

  return { ...state, chooseFile, recheck, uploadNew }
}

export type OnboardingCheck = ReturnType<typeof useOnboardingCheck>
