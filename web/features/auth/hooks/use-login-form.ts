// State of the sign-in form: field validity and the request (product.md §2.4, §5.1).
import { useState } from 'react'
import { PASSWORD_MIN } from '#common/password.ts'
import { isValidUsername, normaliseUsername } from '#common/username.ts'
import { useLogin } from '../api/login'
import type { SessionSnapshot } from '../logic/session-response'
import { useLoginLimits } from './use-login-limits'

export function useLoginForm(onSuccess: (session: SessionSnapshot) => void) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const signIn = useLogin()
  const submitting = signIn.isPending
  const limits = useLoginLimits()

  const normalised = normaliseUsername(username)
  const usernameValid = isValidUsername(normalised)
  const passwordValid = password.length >= PASSWORD_MIN
  const canSubmit = usernameValid && passwordValid && !submitting && !limits.blocked

  function changeUsername(value: string) {
    setUsername(value)
    limits.usernameChanged(normaliseUsername(value))
  }

  function submit() {
    if (!canSubmit) return
    limits.attemptStarted(normalised)
    signIn.mutate(
      { username: normalised, password },
      {
        onSuccess: (session) => {
          limits.attemptSucceeded()
          onSuccess(session)
        },
        onError: (error) => limits.attemptFailed(error),
      },
    )
  }

  return {
    username,
    password,
    setPassword,
    changeUsername,
    submit,
    submitting,
    usernameValid,
    passwordValid,
    canSubmit,
    errorText: limits.errorText,
    lockedUntil: limits.lockedUntil,
    now: limits.now,
    waitSeconds: limits.waitSeconds,
  }
}
