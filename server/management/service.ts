import { ACCOUNT_TEXT, checkNewUsername } from '#common/account-rules.ts'
import {
  type CheckUsernameResponse,
  type CreateUserField,
  type CreateUserResponse,
  LIST_SEARCH_MIN,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
  type UserDetail,
  type UserListQuery,
  type UserListResponse,
} from '#common/management.ts'
import { hashPassword } from '../auth'
import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { BranchSession } from '../http/guards'
import type { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { toAvatar } from '../lib/images'
import { saveAvatar } from '../profile'
import { changeActive, checkedResetPassword, resetAccountPassword, type SessionRevoker } from './account-changes'
import { appendAuditEvent } from './audit-queries'
import { isUniqueViolation, selfDeactivation, usernameTaken } from './conflicts'
import { decodeUserCursor, encodeUserCursor } from './list-cursor'
import { presentUserDetail, presentUserListItem } from './presenter'
import * as q from './queries'
import { storeInBranch } from './store-queries'
import { createStoreService } from './store-service'
import { checkCreateUserForm, type NewAccount } from './user-form'

export interface ManagementDeps {
  db: Db
  clock: Clock
  sessions: SessionRevoker
  /** the one scrypt gate of the process, shared with sign-in */
  gate: BoundedGate
  scrypt: Parameters<typeof hashPassword>[1]
}

export interface CreateUserForm {
  fields: Partial<Record<CreateUserField, string>>
  file?: { fileName: string; bytes: Buffer }
}

/** The Daftar User fields of a staff account: no role and no store to choose. */
export type StaffForm = {
  fields: Partial<Record<Exclude<CreateUserField, 'role' | 'store_id'>, string>>
  file?: CreateUserForm['file']
}

const userNotFound = () => notFound('User tidak ditemukan')

/** Who registers an account, and the branch it will be of (a staff member's own, a buyer's store's). */
export interface Registrar {
  actorId: number
  branchId: number
}

/** Branch staff managing the accounts of their branch, and (store-service.ts) its stores. */
export function createManagementService(deps: ManagementDeps) {
  const { db, clock, gate, scrypt } = deps
  const hash = (password: string) => gate.run(() => hashPassword(password, scrypt))

  /** The checks that need the database, cheapest first, before any hashing or decoding. */
  async function admissible(branchId: number, account: NewAccount): Promise<void> {
    if (account.store_id !== null && !(await storeInBranch(db, branchId, account.store_id))) {
      throw notFound('Toko tidak ditemukan')
    }
    if (await q.usernameExists(db, account.username)) throw usernameTaken()
  }

  /** Writes a checked account of `by.branchId` with its photo and its audit row, in one transaction. */
  async function register(by: Registrar, account: NewAccount, file: CreateUserForm['file']): Promise<CreateUserResponse> {
    await admissible(by.branchId, account)
    // a browser sends an empty part when no photo was chosen
    const avatar = file && file.bytes.length > 0 ? await toAvatar(file.bytes, ACCOUNT_TEXT.photoSize) : null
    const passwordHash = await hash(account.password)
    const now = clock.now()
    try {
      return await db.transaction().execute(async (trx) => {
        const created = await q.insertUser(trx, {
          username: account.username,
          password_hash: passwordHash,
          roles: [account.role],
          store_id: account.store_id,
          branch_id: account.role === 'seller' ? by.branchId : null,
          first_name: account.first_name,
          last_name: account.last_name,
          email: account.email,
          mobile: account.mobile,
          address: account.address,
          landline: account.landline,
          description: account.description,
          is_salesman: account.is_salesman,
          ibs_salesman_code: account.ibs_salesman_code,
          avatar_id: null,
          locked_until: null,
          password_changed_at: now,
          must_change_password: account.must_change_password,
          created_by: by.actorId,
          created_at: now,
        })
        if (avatar) await saveAvatar(trx, created.id, avatar, now)
        await appendAuditEvent(trx, {
          user_id: created.id,
          actor_id: by.actorId,
          action: 'created',
          scope_branch_id: by.branchId,
          detail: { role: account.role, must_change_password: account.must_change_password },
          created_at: now,
        })
        return { id: Number(created.id), username: created.username }
      })
    } catch (error) {
      // the same username registered a moment ago by someone else: the unique index decides
      if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken()
      throw error
    }
  }

  /** Daftar User: a buyer of one of the branch's stores, or staff of the branch. */
  async function createUser(session: BranchSession, form: CreateUserForm): Promise<CreateUserResponse> {
    const account = checkCreateUserForm(form.fields)
    return register({ actorId: session.user.id, branchId: session.branch.id }, account, form.file)
  }

  /**
   * Head office's Daftar User: staff of the branch it chose, with the same fields and rules. The
   * role is not the caller's to choose, and staff belong to no store.
   */
  async function createStaff(by: Registrar, form: StaffForm): Promise<CreateUserResponse> {
    const account = checkCreateUserForm({ ...form.fields, role: 'seller', store_id: '' })
    return register(by, account, form.file)
  }

  async function checkUsername(raw: string): Promise<CheckUsernameResponse> {
    const checked = checkNewUsername(raw)
    if (!checked.ok) return { available: false, message: checked.message }
    return { available: !(await q.usernameExists(db, checked.value)), message: null }
  }

  async function listUsers(session: BranchSession, query: UserListQuery): Promise<UserListResponse> {
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
    const rows = await q.listUsersQuery(db, session.branch.id, filter, order, after, query.limit + 1).execute()
    const page = rows.slice(0, query.limit)
    const last = page.at(-1)
    return {
      items: page.map(presentUserListItem),
      next_cursor:
        rows.length > query.limit && last
          ? encodeUserCursor(order, { is_staff: last.is_staff, sort_key: last.sort_key, id: Number(last.id) })
          : null,
    }
  }

  async function userDetail(session: BranchSession, id: number): Promise<UserDetail> {
    const row = await q.findUser(db, session.branch.id, id)
    if (!row) throw userNotFound()
    return presentUserDetail(row, await q.userEvents(db, id), session.user.id)
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

  async function resetPassword(session: BranchSession, id: number, body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
    // another branch's user, or head office's, is not found, whatever the body says
    if (!(await q.isManageable(db, session.branch.id, id))) throw userNotFound()
    const password = checkedResetPassword(body)
    // staff resetting their own password choose it themselves: nothing to replace at sign-in
    const mustChange = body.must_change_password === '1' && id !== session.user.id
    await resetAccountPassword(deps, { ...changeBy(session, id), hash: await hash(password), mustChange })
    return { ok: true, signed_out: id === session.user.id }
  }

  /** Deactivates or reactivates; asking for the state it is already in changes nothing. */
  async function setActive(session: BranchSession, id: number, active: boolean): Promise<UserDetail> {
    if (id === session.user.id) throw selfDeactivation()
    await changeActive(deps, { ...changeBy(session, id), active })
    return userDetail(session, id)
  }

  return {
    createUser,
    createStaff,
    checkUsername,
    listUsers,
    userDetail,
    resetPassword,
    setActive,
    ...createStoreService({ db, clock }),
  }
}

export type ManagementService = ReturnType<typeof createManagementService>
