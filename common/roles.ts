export const ROLES = ['user', 'seller'] as const
export type Role = (typeof ROLES)[number]

/** Where each role lands after sign-in and after a role mismatch (SPEC §2.2). */
export const ROLE_HOME: Record<Role, string> = {
  user: '/user/produk',
  seller: '/seller/pesanan/estimasi',
}

export function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'seller'
}
