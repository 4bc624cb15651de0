import { isUnset } from '#common/account-rules.ts'
import type { Profile } from '#common/profile.ts'
import type { Role } from '#common/roles.ts'
import { avatarUrl, type ProfileRow } from './queries'

/**
 * The only way an account becomes a profile. `role` is the session's working role. The dealer is
 * the branch of the place the account works at: a staff member's own branch, a buyer's store's
 * branch; a dual account shows the one of the role it works in (the other when it has none).
 */
export function presentProfile(row: ProfileRow, role: Role | null): Profile {
  const dealer = role === 'user' ? (row.store_branch_name ?? row.branch_name) : (row.branch_name ?? row.store_branch_name)
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    // '' and '-' were how older data said 'none' (product.md §3): the screen offers to fill them in
    email: isUnset(row.email) ? null : row.email,
    mobile: isUnset(row.mobile) ? null : row.mobile,
    joined_at: new Date(row.created_at).toISOString(),
    store_name: row.store_name,
    dealer_name: dealer ?? null,
    avatar_url: avatarUrl(row.avatar_id),
    role,
    roles: row.roles,
  }
}
