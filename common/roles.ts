// user: a buyer of one store; seller: staff of one branch; admin: head office, every branch
// (product.md §6). One person may hold several and picks the one he works in.
export const ROLES = ['user', 'seller', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Where each role lands after sign-in and after a role mismatch (head office: its branches). */
export const ROLE_HOME: Record<Role, string> = {
  user: '/user/produk',
  seller: '/seller/pesanan/estimasi',
  admin: '/admin/cabang',
}

export function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'seller' || value === 'admin'
}

/** The roles that work at a place (a buyer's store, a staff member's branch): the order screens' two views. */
export type PlaceRole = Exclude<Role, 'admin'>
