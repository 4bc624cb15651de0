// Staff reset an account's password from its detail (product.md §2.13, §5.1). Resetting one's own
// ends one's session (docs/decisions.md 'User and store management'): the browser forgets it
// (`onSignedOut`, from the page) and goes to /login. A double click resets once: a second reset of
// one's own would be refused (the session already ended) and say a failure beside the success.
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { ResetPasswordForm as AccountResetPasswordForm } from '#web/components/reset-password-form.tsx'
import { paths } from '#web/lib/paths.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useResetPassword } from '../api/reset-password'
import { failureText } from '../logic/errors'
import { MUST_CHANGE_TEXT, PASSWORD_RESET_TEXT, resetFailedText, TOAST_MS } from '../logic/messages'

export function ResetPasswordForm({ userId, onSignedOut }: { userId: number; onSignedOut: () => void }) {
  const reset = useResetPassword()
  const navigate = useNavigate()
  const guard = useSingleFlight()
  return (
    <AccountResetPasswordForm
      title="Reset Password"
      label="Reset password"
      mustChangeLabel={MUST_CHANGE_TEXT.label}
      layout="wrap"
      call={reset}
      failureMessage={(error) => failureText(error, resetFailedText).message}
      send={(body, clear) =>
        void guard.run(async () => {
          // a failure shows from the call's own error, above the form
          const answer = await reset.mutateAsync({ id: userId, body }).catch(() => null)
          if (!answer) return
          notifications.show({ color: 'green', message: PASSWORD_RESET_TEXT, autoClose: TOAST_MS.success })
          clear()
          if (answer.signed_out) {
            onSignedOut()
            navigate(paths.login, { replace: true })
          }
        })
      }
    />
  )
}
