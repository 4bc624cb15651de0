import {
  BRANCH_TEXT,
  type Branch,
  type BranchListResponse,
  type CreateBranchRequest,
  type UpdateBranchRequest,
} from '#common/admin.ts'
import { checkBranchAddress, checkBranchCode, checkBranchName, checkBranchPhone } from '#common/branch-rules.ts'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { type AuditChange, appendAuditEvent, isUniqueViolation, take } from '../management'
import { presentBranch } from './presenter'
import * as q from './queries'

// Head office's branches: list, open, edit, close and reopen. Closing a branch ends the
// sessions of its staff and buyers on every instance in the same transaction as the flag: a
// deactivated branch keeps its history, takes no new estimates, and nobody of it works on.

/** What closing a branch needs of the session store (the auth feature's, handed in by the composition root). */
export interface BranchSessions {
  /** ends the branch's staff and buyers' sessions inside `trx`; every instance forgets them when it commits */
  revokeBranch(branchId: number, trx: Db): Promise<void>
  /** drops this instance's cached copies again, after the commit */
  forgetBranch(branchId: number): void
}

export const branchNotFound = () => notFound(BRANCH_TEXT.notFound)
const codeTaken = () => new AppError(409, 'BRANCH_CODE_TAKEN', BRANCH_TEXT.codeTaken)

type Editable = 'name' | 'address' | 'phone'
const EDITABLE: Editable[] = ['name', 'address', 'phone']

/** The checked new values of the fields the body names, each only if it really changes. */
function changesOf(current: Record<Editable, string>, body: UpdateBranchRequest): AuditChange[] {
  const checked: Partial<Record<Editable, string>> = {
    name: body.name === undefined ? undefined : take('name', checkBranchName(body.name)),
    address: body.address === undefined ? undefined : take('address', checkBranchAddress(body.address)),
    phone: body.phone === undefined ? undefined : take('phone', checkBranchPhone(body.phone)),
  }
  return EDITABLE.filter((f) => checked[f] !== undefined && checked[f] !== current[f]).map((field) => ({
    field,
    from: current[field],
    to: checked[field] as string,
  }))
}

export function createBranchService(deps: { db: Db; clock: Clock; sessions: BranchSessions }) {
  const { db, clock, sessions } = deps

  async function listBranches(query: { q?: string; active?: '1' | '0' }): Promise<BranchListResponse> {
    const text = query.q?.trim() ?? ''
    const rows = await q.listBranches(db, {
      text: text.length >= LIST_SEARCH_MIN ? text : undefined,
      active: query.active === undefined ? undefined : query.active === '1',
    })
    return { items: rows.map(presentBranch) }
  }

  async function branch(id: number): Promise<Branch> {
    const row = await q.findBranch(db, id)
    if (!row) throw branchNotFound()
    return presentBranch(row)
  }

  async function createBranch(session: AdminSession, body: CreateBranchRequest): Promise<Branch> {
    const values = {
      code: take('code', checkBranchCode(body.code)),
      name: take('name', checkBranchName(body.name)),
      address: take('address', checkBranchAddress(body.address)),
      phone: take('phone', checkBranchPhone(body.phone)),
    }
    if (await q.branchCodeExists(db, values.code)) throw codeTaken()
    let id: number
    try {
      id = await db.transaction().execute(async (trx) => {
        const at = clock.now()
        const created = await q.insertBranch(trx, { ...values, at })
        await appendAuditEvent(trx, {
          branch_id: created.id,
          actor_id: session.user.id,
          action: 'created',
          scope_branch_id: created.id,
          created_at: at,
        })
        return created.id
      })
    } catch (error) {
      // the same code created a moment ago by another head-office user: the unique index decides
      if (isUniqueViolation(error, 'branches_code_key')) throw codeTaken()
      throw error
    }
    return branch(id)
  }

  /** Edits name, address, phone and the active flag; each kind of change gets its own audit row. */
  async function updateBranch(session: AdminSession, id: number, body: UpdateBranchRequest): Promise<Branch> {
    const closed = await db.transaction().execute(async (trx) => {
      const current = await q.lockBranch(trx, id)
      if (!current) throw branchNotFound()
      const changes = changesOf(current, body)
      const activeChanges = body.active !== undefined && body.active !== current.is_active
      if (changes.length === 0 && !activeChanges) return false
      const at = clock.now()
      const edited = Object.fromEntries(changes.map((c) => [c.field, c.to]))
      await q.updateBranch(trx, id, { ...edited, ...(activeChanges ? { is_active: body.active } : {}), at })
      const audit = { branch_id: id, actor_id: session.user.id, scope_branch_id: id, created_at: at }
      if (changes.length) await appendAuditEvent(trx, { ...audit, action: 'updated', detail: { changes } })
      if (!activeChanges) return false
      // its staff's and buyers' open sessions end with the commit, on every instance
      if (!body.active) await sessions.revokeBranch(id, trx)
      await appendAuditEvent(trx, { ...audit, action: body.active ? 'reactivated' : 'deactivated' })
      return !body.active
    })
    // a request that read a session between the revocation and the commit may have cached it again
    if (closed) sessions.forgetBranch(id)
    return branch(id)
  }

  return { listBranches, createBranch, updateBranch }
}
