import {
  type ADMIN_STAFF_FIELDS,
  BRANCH_TEXT,
  type StaffItem,
  type StaffListQuery,
  type StaffListResponse,
} from '#common/admin.ts'
import type { CreateUserResponse } from '#common/management.ts'
import type { ResetPasswordRequest as AdminResetPasswordRequest } from '#common/password-reset.ts'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import { hashPassword, type ScryptParams } from '../auth'
import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { BoundedGate } from '../lib/bounded-gate'
import { keysetPage } from '../lib/cursor'
import {
  type AccountChangeDeps,
  appendAuditEvent,
  changeActive,
  checkedResetPassword,
  fieldInvalid,
  type ManagementService,
  resetAccountPassword,
} from '../management'
import { decodeStaffCursor, encodeStaffCursor } from './cursors'
import { presentStaff } from './presenter'
import * as q from './queries'

// Head office acting on the staff of any branch: register (the Daftar User rules, through
// management), deactivate, reactivate, reset the password, move to another branch. Only staff
// accounts: a buyer's id, head office's own or a missing one answers 404, and nobody becomes
// head office here.

export interface StaffDeps extends AccountChangeDeps {
  management: Pick<ManagementService, 'createStaff'>
  gate: BoundedGate
  scrypt: ScryptParams
}

export type AdminStaffForm = {
  fields: Partial<Record<(typeof ADMIN_STAFF_FIELDS)[number], string>>
  file?: { fileName: string; bytes: Buffer }
}

const staffNotFound = () => notFound('Staf tidak ditemukan')
const BRANCH_PICK_TEXT = 'Pilih cabang.'

/** A branch id as a form or a body sends it: a positive int4, else the field's 422. */
function readBranchId(raw: string | number | undefined): number {
  const text = String(raw ?? '').trim()
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN
  if (!(id <= 2_147_483_647)) throw fieldInvalid('branch_id', BRANCH_PICK_TEXT)
  return id
}

/** The branch staff join: it must exist and be active (a closed branch takes nobody new). */
function openBranch<T extends { is_active: boolean }>(branch: T | undefined): T {
  if (!branch) throw fieldInvalid('branch_id', BRANCH_TEXT.notFound)
  if (!branch.is_active) throw fieldInvalid('branch_id', BRANCH_TEXT.inactive)
  return branch
}

export function createStaffService(deps: StaffDeps) {
  const { db, clock, sessions, management } = deps

  async function staffItem(id: number): Promise<StaffItem> {
    const row = await q.findStaff(db, id)
    if (!row) throw staffNotFound()
    return presentStaff(row)
  }

  async function listStaff(query: StaffListQuery): Promise<StaffListResponse> {
    const search = query.search?.trim() ?? ''
    const filter = {
      branchId: query.branch_id,
      search: search.length >= LIST_SEARCH_MIN ? search : undefined,
      active: query.active === undefined ? undefined : query.active === '1',
    }
    const after = query.cursor ? decodeStaffCursor(query.cursor) : null
    const rows = await q.listStaff(db, filter, after, query.limit + 1)
    return keysetPage(rows, query.limit, presentStaff, (last) => encodeStaffCursor(last.username))
  }

  async function createStaff(session: AdminSession, form: AdminStaffForm): Promise<CreateUserResponse> {
    const { branch_id, ...fields } = form.fields
    const branchId = readBranchId(branch_id)
    openBranch(await q.findBranch(db, branchId))
    return management.createStaff({ actorId: session.user.id, branchId }, { fields, file: form.file })
  }

  /** Only staff accounts may be changed here; the audit row is of the branch he works in. */
  const changeBy = (session: AdminSession, id: number) => ({
    id,
    actorId: session.user.id,
    lock: async (trx: Db) => {
      const staff = await q.lockStaff(trx, id)
      return staff && { is_active: staff.is_active, scope_branch_id: staff.branch_id }
    },
    notFound: staffNotFound,
  })

  /** Deactivates or reactivates; asking for the state it is already in changes nothing. */
  async function setActive(session: AdminSession, id: number, active: boolean): Promise<StaffItem> {
    await changeActive(deps, { ...changeBy(session, id), active })
    return staffItem(id)
  }

  async function resetPassword(session: AdminSession, id: number, body: AdminResetPasswordRequest): Promise<StaffItem> {
    // a buyer's or head office's id is not found, whatever the body says
    await staffItem(id)
    const password = checkedResetPassword(body)
    const mustChange = body.must_change_password === '1'
    const hash = await deps.gate.run(() => hashPassword(password, deps.scrypt))
    await resetAccountPassword(deps, { ...changeBy(session, id), hash, mustChange })
    return staffItem(id)
  }

  /**
   * Moves a staff member to another active branch. Two head-office users moving him at once take
   * turns on his row: each audit row says the branch he was really in and the one he went to.
   */
  async function move(session: AdminSession, id: number, branchId: number): Promise<StaffItem> {
    const moved = await db.transaction().execute(async (trx) => {
      const staff = await q.lockStaff(trx, id)
      if (!staff) throw staffNotFound()
      const target = openBranch(await q.shareBranch(trx, branchId))
      if (staff.branch_id === target.id) return false
      await q.moveStaff(trx, id, target.id)
      // his open sessions work in the old branch: he signs in again into the new one
      await sessions.revokeAll(id, trx)
      await appendAuditEvent(trx, {
        user_id: id,
        actor_id: session.user.id,
        action: 'moved',
        scope_branch_id: staff.branch_id,
        detail: { from_branch: staff.branch_code, to_branch: target.code, to_branch_id: target.id },
        created_at: clock.now(),
      })
      return true
    })
    if (moved) sessions.forgetUser(id)
    return staffItem(id)
  }

  return { listStaff, createStaff, setActive, resetPassword, move }
}
