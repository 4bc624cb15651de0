import { ACCOUNT_TEXT, checkNewUsername } from '#common/account-rules.ts'
import type { CheckUsernameResponse, CreateUserField, CreateUserResponse } from '#common/management.ts'
import { notFound } from '../http/app-error'
import type { BranchSession } from '../http/guards'
import { toAvatar } from '../lib/images'
import { saveAvatar } from '../profile'
import { appendAuditEvent } from './audit-queries'
import { isUniqueViolation, usernameTaken } from './conflicts'
import { hashThroughGate, type ManagementDeps } from './management-deps'
import * as q from './queries'
import { storeInBranch } from './store-queries'
import { checkCreateUserForm, type NewAccount } from './user-form'

// Daftar User: registering an account, by branch staff for their branch and by head office for
// the branch it chose, under the same rules.

export interface CreateUserForm {
  fields: Partial<Record<CreateUserField, string>>
  file?: { fileName: string; bytes: Buffer }
}

/** The Daftar User fields of a staff account: no role and no store to choose. */
export type StaffForm = {
  fields: Partial<Record<Exclude<CreateUserField, 'role' | 'store_id'>, string>>
  file?: CreateUserForm['file']
}

/** Who registers an account, and the branch it will be of (a staff member's own, a buyer's store's). */
export interface Registrar {
  actorId: number
  branchId: number
}

/** The checks that need the database, cheapest first, before any hashing or decoding. */
async function admissible(deps: ManagementDeps, branchId: number, account: NewAccount): Promise<void> {
  if (account.store_id !== null && !(await storeInBranch(deps.db, branchId, account.store_id))) {
    throw notFound('Toko tidak ditemukan')
  }
  if (await q.usernameExists(deps.db, account.username)) throw usernameTaken()
}

/** Writes a checked account of `by.branchId` with its photo and its audit row, in one transaction. */
async function register(
  deps: ManagementDeps,
  by: Registrar,
  account: NewAccount,
  file: CreateUserForm['file'],
): Promise<CreateUserResponse> {
  await admissible(deps, by.branchId, account)
  // a browser sends an empty part when no photo was chosen
  const avatar = file && file.bytes.length > 0 ? await toAvatar(file.bytes, ACCOUNT_TEXT.photoSize) : null
  const passwordHash = await hashThroughGate(deps, account.password)
  const now = deps.clock.now()
  try {
    return await deps.db.transaction().execute(async (trx) => {
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
export async function createUser(
  deps: ManagementDeps,
  session: BranchSession,
  form: CreateUserForm,
): Promise<CreateUserResponse> {
  const account = checkCreateUserForm(form.fields)
  return register(deps, { actorId: session.user.id, branchId: session.branch.id }, account, form.file)
}

/**
 * Head office's Daftar User: staff of the branch it chose, with the same fields and rules. The
 * role is not the caller's to choose, and staff belong to no store.
 */
export async function createStaff(deps: ManagementDeps, by: Registrar, form: StaffForm): Promise<CreateUserResponse> {
  const account = checkCreateUserForm({ ...form.fields, role: 'seller', store_id: '' })
  return register(deps, by, account, form.file)
}

export async function checkUsername(deps: ManagementDeps, raw: string): Promise<CheckUsernameResponse> {
  const checked = checkNewUsername(raw)
  if (!checked.ok) return { available: false, message: checked.message }
  return { available: !(await q.usernameExists(deps.db, checked.value)), message: null }
}
