import type { Db } from '../db/connect'
import { buildUser } from './factories'
import { buildManagementWorld, PASSWORD, staffForm } from './management-factories'

// The world of the head-office tests: the management world's two branches with their stores,
// staff and buyers, plus two head-office accounts and a person who is buyer and staff at once.

export async function buildAdminWorld(db: Db) {
  const world = await buildManagementWorld(db)
  const prefix = `a${world.jkt.code.slice(-4).toLowerCase()}`
  const admin = await buildUser(db, { roles: ['admin'], username: `${prefix}.pusat`, password: PASSWORD })
  const admin2 = await buildUser(db, { roles: ['admin'], username: `${prefix}.pusat2`, password: PASSWORD })
  const dual = await buildUser(db, {
    roles: ['user', 'seller'],
    username: `${prefix}.dua`,
    password: PASSWORD,
    storeId: world.store.id,
    branchId: world.jkt.id,
  })
  return { ...world, admin, admin2, dual }
}

/** The Daftar User form of head office: a staff member's fields and the branch, no role or store. */
export function adminStaffForm(branchId: number, overrides: Record<string, string> = {}): Record<string, string> {
  const { role: _role, store_id: _store, ...fields } = staffForm()
  return { ...fields, branch_id: String(branchId), ...overrides }
}
