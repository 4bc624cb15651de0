// product.md §3: the me answer reads user.id or id, and roles or role. Be lenient in what we read.
import type { SessionUser } from '#common/auth.ts'
import { isRole, type Role } from '#common/roles.ts'

export interface SessionSnapshot {
  user: SessionUser
  /** The role this session works in; null until a dual-role account picks one. */
  role: Role | null
  roles: Role[]
  /** The password was set by someone else: the app shows 'Buat Password Baru' before anything else. */
  mustChangePassword: boolean
}

type Loose = Record<string, unknown>

function asObject(value: unknown): Loose {
  return value && typeof value === 'object' ? (value as Loose) : {}
}

function readRoles(top: Loose, user: Loose, role: Role | null): Role[] {
  const listed = Array.isArray(top.roles) ? top.roles : Array.isArray(user.roles) ? user.roles : []
  const roles = listed.filter(isRole)
  if (role && !roles.includes(role)) roles.push(role)
  return [...new Set(roles)]
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** Turns a login, me or role answer into a session snapshot; throws when it holds no user id. */
export function readSessionResponse(raw: unknown): SessionSnapshot {
  const top = asObject(raw)
  const user = asObject(top.user)
  const id = numberOrNull(user.id) ?? numberOrNull(top.id)
  if (id === null) throw new Error('Jawaban sesi tanpa id pengguna')
  const rawRole = 'role' in top ? top.role : user.role
  const role = isRole(rawRole) ? rawRole : null
  const roles = readRoles(top, user, role)
  return {
    role,
    roles,
    // the server's name, or the snapshot's own when the tab's remembered one is read back
    mustChangePassword: top.must_change_password === true || top.mustChangePassword === true,
    user: {
      id,
      username: textOrNull(user.username) ?? '',
      first_name: textOrNull(user.first_name) ?? '',
      last_name: textOrNull(user.last_name) ?? '',
      role,
      roles,
      store_id: numberOrNull(user.store_id),
      store_name: textOrNull(user.store_name),
      branch_id: numberOrNull(user.branch_id),
      branch_code: textOrNull(user.branch_code),
    },
  }
}
