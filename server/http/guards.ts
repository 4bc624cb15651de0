import type { FastifyRequest } from 'fastify'
import type { Role } from '../../common/roles'
import type { SessionContext } from '../auth/sessions'
import { AppError } from './app-error'

export type RoleSession = SessionContext & { role: Role }

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError(401, 'UNAUTHENTICATED', 'Sesi berakhir. Masuk kembali.')
  return request.session
}

/** A route of one role: the session must work in that role (a dual account picks one). */
export function requireRole(request: FastifyRequest, role: Role): RoleSession {
  const session = requireSession(request)
  if (session.role === null) throw new AppError(403, 'ROLE_REQUIRED', 'Pilih peran terlebih dahulu.')
  if (session.role !== role) throw new AppError(403, 'FORBIDDEN', 'Akun Anda tidak memiliki akses.')
  return session as RoleSession
}

/** A route both roles use (catalogue, stock): any session that works in a role. */
export function requireWorkingRole(request: FastifyRequest): RoleSession {
  const session = requireSession(request)
  if (session.role === null) throw new AppError(403, 'ROLE_REQUIRED', 'Pilih peran terlebih dahulu.')
  return session as RoleSession
}
