// Deactivate or reactivate an account from its detail. Nobody deactivates himself
// (can_deactivate false: no button); deactivating asks first, as it locks someone out.
import type { UserDetail } from '#common/management.ts'
import { AccountActive, type AccountActiveCalls } from '#web/components/account-active.tsx'
import { useDeactivateUser } from '../api/deactivate-user'
import { useReactivateUser } from '../api/reactivate-user'
import { failureText } from '../logic/errors'
import { ACTIVE_TEXT, failedText } from '../logic/messages'

const USER_CALLS: AccountActiveCalls = {
  useDeactivate: useDeactivateUser,
  useReactivate: useReactivateUser,
  texts: ACTIVE_TEXT,
  failureMessage: (error) => failureText(error, failedText).message,
}

/** Hidden for one's own account; the answer of either call replaces the shown account. */
export function ActiveControl({ user }: { user: UserDetail }) {
  if (!user.can_deactivate) return null
  return <AccountActive account={{ id: user.id, username: user.username, active: user.is_active }} {...USER_CALLS} />
}
