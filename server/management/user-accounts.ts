import {
  LIST_SEARCH_MIN,
  type ResetPasswordResponse,
  type UserDetail,
  type UserListQuery,
  type UserListResponse,
} from '#common/management.ts'
import type { ResetPasswordRequest } from '#common/password-reset.ts'
import type { Db } from '../db/connect'
import type { BranchSession } from '../http/guards'
import { keysetPage } from '../lib/cursor'
import { changeActive, checkedResetPassword, resetAccountPassword } from './account-changes'
import { selfDeactivation } from './conflicts'
import { decodeUserCursor, encodeUserCursor } from './list-cursor'
import { hashThroughGate, type ManagementDeps, userNotFound } from './management-deps'
import { presentUserDetail, presentUserListItem } from './presenter'
import * as q from './queries'

// The accounts of the staff member's branch: the list, one account, and the changes staff make
// to an existing account (account-changes.ts holds what head office shares of them).

export async function listUsers(deps: ManagementDeps, session: BranchSession, query: UserListQuery): Promise<UserListResponse> {
  const search = query.search?.trim() ?? ''
  const filter: q.UserListFilter = {
    // one character would match nearly everyone: the search applies from two
    search: search.length >= LIST_SEARCH_MIN ? search : undefined,
    username: query.filter_username?.trim() || undefined,
    name: query.filter_name?.trim() || undefined,
    store: query.filter_store?.trim() || undefined,
    mobile: query.filter_mobile?.trim() || undefined,
    storeId: query.store_id,
  }
  const order: q.UserListOrder = { sort: query.sort, dir: query.dir, staffLast: query.role_bottom === 'staff' }
  const after = query.cursor ? decodeUserCursor(query.cursor, order) : null
  const rows = await q.listUsersQuery(deps.db, session.branch.id, filter, order, after, query.limit + 1).execute()
  return keysetPage(rows, query.limit, presentUserListItem, (last) =>
    encodeUserCursor(order, { is_staff: last.is_staff, sort_key: last.sort_key, id: Number(last.id) }),
  )
}

export async function userDetail(deps: ManagementDeps, session: BranchSession, id: number): Promise<UserDetail> {
  const row = await q.findUser(deps.db, session.branch.id, id)
  if (!row) throw userNotFound()
  return presentUserDetail(row, await q.userEvents(deps.db, id), session.user.id)
}

/** Who may be changed by the session: an account of its branch (head office's is not found). */
const changeBy = (session: BranchSession, id: number) => ({
  id,
  actorId: session.user.id,
  lock: async (trx: Db) => {
    const user = await q.lockUser(trx, session.branch.id, id)
    return user && { is_active: user.is_active, scope_branch_id: session.branch.id }
  },
  notFound: userNotFound,
})

export async function resetPassword(
  deps: ManagementDeps,
  session: BranchSession,
  id: number,
  body: ResetPasswordRequest,
): Promise<ResetPasswordResponse> {
  // another branch's user, or head office's, is not found, whatever the body says
  if (!(await q.isManageable(deps.db, session.branch.id, id))) throw userNotFound()
  const password = checkedResetPassword(body)
  // staff resetting their own password choose it themselves: nothing to replace at sign-in
  const mustChange = body.must_change_password === '1' && id !== session.user.id
  await resetAccountPassword(deps, { ...changeBy(session, id), hash: await hashThroughGate(deps, password), mustChange })
  return { ok: true, signed_out: id === session.user.id }
}

/** Deactivates or reactivates; asking for the state it is already in changes nothing. */
export async function setActive(deps: ManagementDeps, session: BranchSession, id: number, active: boolean): Promise<UserDetail> {
  if (id === session.user.id) throw selfDeactivation()
  await changeActive(deps, { ...changeBy(session, id), active })
  return userDetail(deps, session, id)
}
