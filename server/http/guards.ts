import type { FastifyRequest } from 'fastify'
import type { Role } from '#common/roles.ts'
import { AppError } from './app-error'
import type { SessionContext } from './session-context'

// Who may call a route, in one place (as Outline's policies). Each guard throws the answer a
// refused caller gets and returns the session narrowed to what the route may rely on, so no
// service re-derives 'this account belongs to a store / a branch'.

export interface BranchRef {
  id: number
  code: string
}

export type RoleSession = SessionContext & { role: Role }
/** A buyer with his store and the branch that serves it. */
export type StoreSession = SessionContext & { role: 'user'; store: { id: number }; branch: BranchRef }
/** Staff with their branch. */
export type BranchSession = SessionContext & { role: 'seller'; branch: BranchRef }
/** Head office: every branch, no store. */
export type AdminSession = SessionContext & { role: 'admin' }
/** Either: a session working in a role, at a store or a branch; `branch` is whose stock it sees. */
export type PlaceSession = StoreSession | BranchSession

const forbidden = (detail: string) => new AppError(403, 'FORBIDDEN', detail)

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError(401, 'UNAUTHENTICATED', 'Sesi berakhir. Masuk kembali.')
  return request.session
}

/** A route both roles use: any session that works in a role (a dual account picks one). */
export function requireWorkingRole(request: FastifyRequest): RoleSession {
  const session = requireSession(request)
  if (session.role === null) throw new AppError(403, 'ROLE_REQUIRED', 'Pilih peran terlebih dahulu.')
  return session as RoleSession
}

/** A route of one role. */
export function requireRole(request: FastifyRequest, role: Role): RoleSession {
  const session = requireWorkingRole(request)
  if (session.role !== role) throw forbidden('Akun Anda tidak memiliki akses.')
  return session
}

function storeOf(session: RoleSession): StoreSession | null {
  const { store_id, store_branch_id, store_branch_code } = session.user
  if (session.role !== 'user' || store_id === null || store_branch_id === null || store_branch_code === null) return null
  return { ...session, role: 'user', store: { id: store_id }, branch: { id: store_branch_id, code: store_branch_code } }
}

function branchOf(session: RoleSession): BranchSession | null {
  const { branch_id, branch_code } = session.user
  if (session.role !== 'seller' || branch_id === null || branch_code === null) return null
  return { ...session, role: 'seller', branch: { id: branch_id, code: branch_code } }
}

/** A buyer's route: the account must belong to a store (cart, checkout, import, buyer actions). */
export function requireStore(request: FastifyRequest): StoreSession {
  const session = storeOf(requireRole(request, 'user'))
  if (!session) throw forbidden('Akun Anda tidak terhubung ke toko.')
  return session
}

/** A staff route: the account must belong to a branch (confirmation, export, management). */
export function requireBranch(request: FastifyRequest): BranchSession {
  const session = branchOf(requireRole(request, 'seller'))
  if (!session) throw forbidden('Akun Anda tidak terhubung ke cabang.')
  return session
}

/** A head-office route (/api/admin/*): 401 anonymous, 403 for any other role. */
export function requireAdmin(request: FastifyRequest): AdminSession {
  return requireRole(request, 'admin') as AdminSession
}

/** A route of either role that works on a place: a buyer's store or a staff member's branch. */
export function requirePlace(request: FastifyRequest): PlaceSession {
  const session = requireWorkingRole(request)
  const placed = storeOf(session) ?? branchOf(session)
  if (!placed)
    throw forbidden(session.role === 'user' ? 'Akun Anda tidak terhubung ke toko.' : 'Akun Anda tidak terhubung ke cabang.')
  return placed
}
