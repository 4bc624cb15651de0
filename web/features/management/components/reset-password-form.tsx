// Staff reset an account's password from its detail (SPEC §2.13, §5 'Reset password'). Resetting
// one's own ends one's session (SPEC §4): the browser forgets everything and goes to /login.
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { checkResetPassword, NEW_PASSWORD_MIN } from '../../../../common/account-rules'
import { paths } from '../../../lib/paths'
import { forgetEverything } from '../../../lib/session/session-actions'
import { useResetPassword } from '../api/reset-password'
import { failureText } from '../logic/errors'
import { MUST_CHANGE_TEXT, PASSWORD_RESET_TEXT, resetFailedText, TOAST_MS } from '../logic/messages'

// the new password is staff's choice: by default the person replaces it at his next sign-in
const EMPTY = { password: '', confirm: '', mustChange: true }

/** The rule's sentence once both were typed in (or the first is long enough to judge alone). */
function shownError(draft: typeof EMPTY): string | undefined {
  if (draft.password === '' && draft.confirm === '') return undefined
  const checked = checkResetPassword(draft.password, draft.confirm)
  if (checked.ok) return undefined
  if (draft.confirm === '' && draft.password.length >= NEW_PASSWORD_MIN) return undefined
  return checked.message
}

export function ResetPasswordForm({ userId }: { userId: number }) {
  const [draft, setDraft] = useState(EMPTY)
  const reset = useResetPassword()
  const navigate = useNavigate()
  const valid = checkResetPassword(draft.password, draft.confirm).ok
  const set = (key: 'password' | 'confirm') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value
    setDraft((d) => ({ ...d, [key]: value }))
    reset.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) return
    reset.mutate(
      {
        id: userId,
        body: { password: draft.password, confirm_password: draft.confirm, must_change_password: draft.mustChange ? '1' : '0' },
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: PASSWORD_RESET_TEXT, autoClose: TOAST_MS.success })
          setDraft(EMPTY)
          if (answer.signed_out) {
            forgetEverything()
            navigate(paths.login, { replace: true })
          }
        },
      },
    )
  }

  return (
    <form onSubmit={submit} aria-label="Reset password">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Reset Password
        </Title>
        {reset.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureText(reset.error, resetFailedText).message}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <PasswordInput
            label="Password Baru"
            autoComplete="new-password"
            value={draft.password}
            onChange={set('password')}
            miw={180}
          />
          <PasswordInput
            label="Ulangi Password Baru"
            autoComplete="new-password"
            value={draft.confirm}
            onChange={set('confirm')}
            error={shownError(draft)}
            miw={180}
          />
        </Group>
        <Checkbox
          label={MUST_CHANGE_TEXT.label}
          checked={draft.mustChange}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            setDraft((d) => ({ ...d, mustChange: checked }))
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!valid} loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
