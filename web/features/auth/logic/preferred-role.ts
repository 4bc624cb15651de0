// product.md §6: preferred_role is persistent and kept only while the account holds it.
import { isRole, type Role } from '#common/roles.ts'
import { readStored, removeStored, writeStored } from '#web/lib/storage.ts'

export const PREFERRED_ROLE_KEY = 'preferred_role'

export function readPreferredRole(): Role | null {
  const stored = readStored('local', PREFERRED_ROLE_KEY)
  return isRole(stored) ? stored : null
}

export function rememberPreferredRole(role: Role): void {
  writeStored('local', PREFERRED_ROLE_KEY, role)
}

/** Forgets the remembered role when this account does not hold it. */
export function prunePreferredRole(roles: readonly Role[]): void {
  const stored = readStored('local', PREFERRED_ROLE_KEY)
  if (stored !== null && !(isRole(stored) && roles.includes(stored))) removeStored('local', PREFERRED_ROLE_KEY)
}
