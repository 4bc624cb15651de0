// Demo accounts created by the seed on first start (see README). Journeys log in as these
// instead of creating users, so they run against exactly what a new installation shows.
export const DEMO_PASSWORD = 'demo1234'

export const demo = {
  /** buyer, store JKT01 */
  user: 'demo.user',
  /** staff, branch JKT01 */
  seller: 'demo.seller',
  /** buyer, store BDG01 (another branch: for "not visible" checks) */
  user2: 'demo.user2',
  /** staff, branch BDG01 */
  seller2: 'demo.seller2',
  /** both roles, JKT01 */
  dual: 'demo.dual',
  /** head office (Admin Pusat), every branch */
  admin: 'demo.admin',
} as const
