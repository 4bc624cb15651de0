// Staff reset an account's password from its detail (product.md §2.13, §5 'Reset password'). Resetting
// one's own ends one's session (product.md §4): the browser forgets it (`onSignedOut`, from the
// page) and goes to /login.
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { ResetPasswordForm as AccountResetPasswordForm } from '#web/components/reset-password-form.tsx'
import { paths } from '#web/lib/paths.ts'
import { useResetPassword } from '../api/reset-password'
import { failureText } from '../logic/errors'
import { MUST_CHANGE_TEXT, PASSWORD_RESET_TEXT, resetFailedText, TOAST_MS } from '../logic/messages'

export function ResetPasswordForm({ userId, onSignedOut }: { userId: number; onSignedOut: () => void }) {
  const reset = useResetPassword()
  const navigate = useNavigate()
  return (
    <AccountResetPasswordForm
      title="Reset Password"
      label="Reset password"
      mustChangeLabel={MUST_CHANGE_TEXT.label}
      layout="wrap"
      call={reset}
      failureMessage={(error) => failureText(error, resetFailedText).message}
      send={(body, clear) =>
        reset.mutate(
          { id: userId, body },
          {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: PASSWORD_RESET_TEXT, autoClose: TOAST_MS.success })
              clear()
              if (answer.signed_out) {
                onSignedOut()
                navigate(paths.login, { replace: true })
              }
            },
          },
        )
      }
    />
  )
}
