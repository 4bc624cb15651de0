import { ACCOUNT_TEXT, checkResetPassword } from '#common/account-rules.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { appendAuditEvent } from './audit-queries'
import * as q from './queries'
import { fieldInvalid } from './user-form'

// The changes to an existing account that branch staff (service.ts) and head office
// (server/admin, through index.ts) both make: deactivate or reactivate, and reset the password.
// Each is one transaction on the locked row that writes, ends the sessions concerned and appends
// the audit row; only who may reach the account (the lock) and whose branch the audit row is of
// differ, and the caller says both.

/** Ends a person's sessions (the auth feature's session store does it, on every instance). */
export interface SessionRevoker {
  /** inside `trx`; announced to every instance when it commits */
  revokeAll(userId: number, trx: Db): Promise<void>
  /** drops this instance's cached copies; called again after the commit */
  forgetUser(userId: number): void
}

export interface AccountChangeDeps {
  db: Db
  clock: Clock
  sessions: SessionRevoker
}

/** The account as the caller's lock found it: the audit row is scoped to `scope_branch_id`. */
export interface LockedAccount {
  is_active: boolean
  scope_branch_id: number | null
}

export interface AccountChange {
  id: number
  actorId: number
  /** locks the row the caller may change; undefined when it is not his to change */
  lock(trx: Db): Promise<LockedAccount | undefined>
  notFound(): Error
}

/** The new password of a reset, checked; its 422 names the field at fault. */
export function checkedResetPassword(body: { password: string; confirm_password: string }): string {
  const checked = checkResetPassword(body.password, body.confirm_password)
  if (!checked.ok) {
    throw fieldInvalid(checked.message === ACCOUNT_TEXT.resetMismatch ? 'confirm_password' : 'password', checked.message)
  }
  return checked.value
}

/** Deactivates or reactivates; asking for the state it is already in changes nothing. */
export async function changeActive(deps: AccountChangeDeps, change: AccountChange & { active: boolean }): Promise<void> {
  const { id, active } = change
  const changed = await deps.db.transaction().execute(async (trx) => {
    const account = await change.lock(trx)
    if (!account) throw change.notFound()
    if (account.is_active === active) return false
    await q.setActive(trx, id, active)
    // every open tab of the account, on every instance, gets 401 on its next call
    if (!active) await deps.sessions.revokeAll(id, trx)
    await appendAuditEvent(trx, {
      user_id: id,
      actor_id: change.actorId,
      action: active ? 'reactivated' : 'deactivated',
      scope_branch_id: account.scope_branch_id,
      created_at: deps.clock.now(),
    })
    return true
  })
  if (changed && !active) deps.sessions.forgetUser(id)
}

/** Stores a new password (hashed by the caller, outside the transaction) and ends every session. */
export async function resetAccountPassword(
  deps: AccountChangeDeps,
  change: AccountChange & { hash: string; mustChange: boolean },
): Promise<void> {
  const { id, mustChange } = change
  await deps.db.transaction().execute(async (trx) => {
    const account = await change.lock(trx)
    if (!account) throw change.notFound()
    const at = deps.clock.now()
    await q.storeResetPassword(trx, id, change.hash, at, mustChange)
    await deps.sessions.revokeAll(id, trx)
    await appendAuditEvent(trx, {
      user_id: id,
      actor_id: change.actorId,
      action: 'password_reset',
      scope_branch_id: account.scope_branch_id,
      detail: { must_change_password: mustChange },
      created_at: at,
    })
  })
  // a request that read a session between the revocation and the commit may have cached it again
  deps.sessions.forgetUser(id)
}
