// Head office resets a staff member's password; 'Wajib ganti password saat login pertama' (ticked
// by default) makes him choose his own at the next sign-in. His sessions end either way.
import { notifications } from '@mantine/notifications'
import type { StaffItem } from '#common/admin.ts'
import { ResetPasswordForm } from '#web/components/reset-password-form.tsx'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useResetStaffPassword } from '../api/reset-staff-password'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'

export function StaffResetPassword({ staff }: { staff: StaffItem }) {
  const reset = useResetStaffPassword()
  return (
    <ResetPasswordForm
      title={STAFF_UI.resetTitle}
      label={STAFF_UI.resetTitle}
      mustChangeLabel={STAFF_UI.mustChange}
      layout="grid"
      call={reset}
      failureMessage={(error) => failureOf(error).message}
      send={(body, clear) =>
        reset.mutate(
          { id: staff.id, body },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: STAFF_UI.resetDone(staff.username), autoClose: TOAST_MS.success })
              clear()
            },
          },
        )
      }
    />
  )
}
