// 'Simpan': the checked file's valid rows written once. A second press while the first is out
// sends nothing (the pending state reaches the button only after a render; the ref at once), and
// a token the server called spent or stale is not sent again: the file must be checked anew.
import { useCallback, useRef, useState } from 'react'
import type { OnboardingCommitResponse } from '#common/onboarding.ts'
import { useCommitOnboarding } from '../api/commit-onboarding'
import { commitErrorText, needsNewCheck } from '../logic/errors'
import type { OnboardingScope } from '../logic/scope'

export function useOnboardingSave(scope: OnboardingScope) {
  const commit = useCommitOnboarding()
  const inFlight = useRef(false)
  const [spentToken, setSpentToken] = useState<string | null>(null)
  // the token of the last press: its failure belongs to that check of the file, not to a newer one
  const [sentToken, setSentToken] = useState<string | null>(null)
  const [saved, setSaved] = useState<OnboardingCommitResponse | null>(null)
  const { mutate, reset } = commit

  const save = useCallback(
    (token: string | null) => {
      if (!token || inFlight.current || token === spentToken) return
      inFlight.current = true
      setSentToken(token)
      mutate(
        { scope, token },
        {
          onSuccess: (answer) => setSaved(answer),
          onError: (error) => {
            if (needsNewCheck(error)) setSpentToken(token)
          },
          onSettled: () => {
            inFlight.current = false
          },
        },
      )
    },
    [mutate, scope, spentToken],
  )

  /** Forget the last save's answer and error (a new file). */
  const clear = useCallback(() => {
    reset()
    setSaved(null)
  }, [reset])

  return {
    save,
    clear,
    saved,
    saving: commit.isPending,
    /** why the save of this check's token failed, if it did */
    errorFor: (token: string | null) => (commit.error && token === sentToken ? commitErrorText(commit.error) : null),
    /** whether this token may still be sent */
    usable: (token: string | null) => token !== null && token !== spentToken,
  }
}
