// State of the sign-in form: field validity and the request (SPEC §2.4, §5 'Login username').
import { useState } from 'react'
import { PASSWORD_MIN } from '../../../common/password'
import { isValidUsername, normaliseUsername } from '../../../common/username'
import { login } from '../../lib/session/session-actions'
import type { SessionSnapshot } from '../../lib/session/session-response'
import { useLoginLimits } from './use-login-limits'

export function useLoginForm(onSuccess: (session: SessionSnapshot) => void) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const limits = useLoginLimits()

  const normalised = normaliseUsername(username)
  const usernameValid = isValidUsername(normalised)
  const passwordValid = password.length >= PASSWORD_MIN
  const canSubmit = usernameValid && passwordValid && !submitting && !limits.blocked

  function changeUsername(value: string) {
    setUsername(value)
    limits.usernameChanged(normaliseUsername(value))
  }

  async function submit() {
    if (!canSubmit) return
    setSubmitting(true)
    limits.attemptStarted(normalised)
    try {
      const session = await login(normalised, password)
      limits.attemptSucceeded()
      onSuccess(session)
    } catch (error) {
      limits.attemptFailed(error)
    } finally {
      setSubmitting(false)
    }
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
