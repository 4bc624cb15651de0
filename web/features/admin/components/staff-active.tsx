// Deactivate (asks first: it locks someone out) or reactivate a staff member.
import type { StaffItem } from '#common/admin.ts'
import { AccountActive, type AccountActiveCalls } from '#web/components/account-active.tsx'
import { useDeactivateStaff } from '../api/deactivate-staff'
import { useReactivateStaff } from '../api/reactivate-staff'
import { failureOf } from '../logic/errors'
import { COMMON_TEXT, STAFF_UI } from '../logic/messages'

const STAFF_CALLS: AccountActiveCalls = {
  useDeactivate: useDeactivateStaff,
  useReactivate: useReactivateStaff,
  texts: {
    deactivate: STAFF_UI.deactivate,
    reactivate: STAFF_UI.reactivate,
    confirmYes: STAFF_UI.deactivateYes,
    cancel: COMMON_TEXT.cancel,
    confirmQuestion: STAFF_UI.deactivateQuestion,
    deactivated: STAFF_UI.deactivated,
    reactivated: STAFF_UI.reactivated,
  },
  failureMessage: (error) => failureOf(error).message,
}

export function StaffActive({ staff }: { staff: StaffItem }) {
  return <AccountActive account={{ id: staff.id, username: staff.username, active: staff.active }} {...STAFF_CALLS} />
}
