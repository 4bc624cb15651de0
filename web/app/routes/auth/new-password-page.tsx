// 'Buat Password Baru' (/password-baru, no layout, like the login): an account whose password
// someone else set (onboarding, Daftar User, a reset) chooses its own before anything else; the
// route guard sends every other screen here and the server answers nothing else meanwhile. On
// success the account signs in again with the new password and lands at its role's home.

import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconKey } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '#web/api/client.ts'
import { SignInAgainFailed, useChoosePassword } from '#web/features/auth/api/choose-password.ts'
import { AuthCard, AuthHeading, BrandMark } from '#web/features/auth/components/auth-card.tsx'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import {
  canSaveNewPassword,
  EMPTY_NEW_PASSWORD,
  type NewPasswordDraft,
  newPasswordErrors,
  newPasswordFailureText,
  NEW_PASSWORD_TEXT as T,
} from '#web/features/auth/logic/new-password.ts'
import { logout } from '#web/features/auth/logic/session-actions.ts'
import { paths } from '#web/lib/paths.ts'
import { afterLoginDestination } from '#web/lib/redirect.ts'
import { rolePickLanding } from '#web/lib/route-guard.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'

// the account's password, then the one it chooses, twice
const PASSWORD_FIELDS: { key: keyof NewPasswordDraft; label: string; description?: string; autoComplete: string }[] = [
  { key: 'current', label: T.current, description: T.currentHint, autoComplete: 'current-password' },
  { key: 'next', label: T.next, description: T.nextHint, autoComplete: 'new-password' },
  { key: 'confirm', label: T.confirm, autoComplete: 'new-password' },
]

function failureText(error: unknown): string {
  return error instanceof ApiError ? newPasswordFailureText(error) : T.failed
}

export function NewPasswordPage() {
  useDocumentTitle(`${T.title} · DIPO Parts`)
  const session = useSession()
  const navigate = useNavigate()
  const choose = useChoosePassword()
  const [draft, setDraft] = useState<NewPasswordDraft>(EMPTY_NEW_PASSWORD)
  const errors = newPasswordErrors(draft)
  const set = (key: keyof NewPasswordDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value
    setDraft((d) => ({ ...d, [key]: value }))
    choose.reset()
  }

  async function leave() {
    await logout()
    navigate(paths.login, { replace: true })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!canSaveNewPassword(draft) || choose.isPending || !session.user) return
    choose.mutate(
      { username: session.user.username, current: draft.current, next: draft.next },
      {
        onSuccess: (signedIn) =>
          navigate(signedIn.role ? afterLoginDestination(signedIn.role, null) : rolePickLanding(''), { replace: true }),
        onError: (error) => {
          if (!(error instanceof SignInAgainFailed)) return
          // the password is changed and every session ended: only signing in by hand is left
          notifications.show({ color: 'orange', message: T.changedSignIn, autoClose: TOAST_MS.profile })
          void leave()
        },
      },
    )
  }

  return (
    <AuthCard maxWidth={440}>
      <form onSubmit={submit} noValidate aria-label={T.title}>
        <Stack gap="md">
          <BrandMark />
          <Stack gap={6}>
            <AuthHeading title={T.title} intro={T.intro} />
            {session.user && (
              <Text size="sm">
                Akun: <b>{session.user.username}</b>
              </Text>
            )}
          </Stack>
          {choose.isError && !(choose.error instanceof SignInAgainFailed) && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failureText(choose.error)}
            </Alert>
          )}
          {PASSWORD_FIELDS.map((field) => (
            <PasswordInput
              key={field.key}
              label={field.label}
              description={field.description}
              autoComplete={field.autoComplete}
              value={draft[field.key]}
              onChange={set(field.key)}
              error={errors[field.key]}
              data-autofocus={field.key === 'current' || undefined}
              required
            />
          ))}
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!canSaveNewPassword(draft)}
            loading={choose.isPending}
            leftSection={<IconKey size={18} aria-hidden />}
          >
            {T.submit}
          </Button>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void leave()} ta="center">
            {T.logout}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  )
}
