import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useLoginForm } from '../hooks/use-login-form'
import type { SessionSnapshot } from '../logic/session-response'
import { LockoutBanner } from './lockout-banner'

const USERNAME_HINT = '3 - 20 karakter'
const PASSWORD_HINT = 'Minimal 6 karakter.'

interface LoginFormProps {
  /** Called when a sign-in request starts, so the page stops treating the visitor as arriving. */
  onAttempt: () => void
  onSuccess: (session: SessionSnapshot) => void
}

function submitLabel(submitting: boolean, waitSeconds: number): string {
  if (submitting) return 'Memproses…'
  if (waitSeconds > 0) return `Tunggu ${waitSeconds} detik`
  return 'Masuk'
}

export function LoginForm({ onAttempt, onSuccess }: LoginFormProps) {
  const form = useLoginForm(onSuccess)
  const [usernameTouched, setUsernameTouched] = useState(false)
  const [passwordTouched, setPasswordTouched] = useState(false)
  const locked = form.lockedUntil !== null
  const usernameError = usernameTouched && !form.usernameValid
  const passwordError = passwordTouched && !form.passwordValid

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.canSubmit) return
    onAttempt()
    form.submit()
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {form.lockedUntil && <LockoutBanner lockedUntil={form.lockedUntil} now={form.now} />}
        {form.errorText && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {form.errorText}
          </Alert>
        )}
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={form.username}
          onChange={(event) => form.changeUsername(event.currentTarget.value)}
          onBlur={() => setUsernameTouched(true)}
          description={usernameError ? undefined : USERNAME_HINT}
          error={usernameError ? USERNAME_HINT : undefined}
          disabled={locked}
          required
        />
        <PasswordInput
          label="Kata sandi"
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => form.setPassword(event.currentTarget.value)}
          onBlur={() => setPasswordTouched(true)}
          description={passwordError ? undefined : PASSWORD_HINT}
          error={passwordError ? PASSWORD_HINT : undefined}
          visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
          disabled={locked}
          required
        />
        <Button type="submit" size="md" fullWidth disabled={!form.canSubmit} leftSection={<IconLogin2 size={18} aria-hidden />}>
          {submitLabel(form.submitting, form.waitSeconds)}
        </Button>
      </Stack>
    </form>
  )
}
