// Head office resets a staff member's password; 'Wajib ganti password saat login pertama' (ticked
// by default) makes him choose his own at the next sign-in. His sessions end either way. A
// double click resets once.
import { notifications } from '@mantine/notifications'
import type { StaffItem } from '#common/admin.ts'
import { ResetPasswordForm } from '#web/components/reset-password-form.tsx'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useResetStaffPassword } from '../api/reset-staff-password'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'

export function StaffResetPassword({ staff }: { staff: StaffItem }) {
  const reset = useResetStaffPassword()
  const guard = useSingleFlight()
  return (
    <ResetPasswordForm
      title={STAFF_UI.resetTitle}
      label={STAFF_UI.resetTitle}
      mustChangeLabel={STAFF_UI.mustChange}
      layout="grid"
      call={reset}
      failureMessage={(error) => failureOf(error).message}
      send={(body, clear) =>
        void guard.run(async () => {
          // a failure shows from the call's own error, above the form
          const done = await reset.mutateAsync({ id: staff.id, body }).then(
            () => true,
            () => false,
          )
          if (!done) return
          notifications.show({ color: 'green', message: STAFF_UI.resetDone(staff.username), autoClose: TOAST_MS.success })
          clear()
        })
      }
    />
  )
}
