import type { RoleSession } from '../http/guards'
import { AppError } from '../http/app-error'
import type { OrderScope } from './queries'

/** A buyer works on his store's orders, staff on their branch's. */
export function scopeOf(session: RoleSession): OrderScope {
  if (session.role === 'user' && session.user.store_id !== null) return { kind: 'store', storeId: session.user.store_id }
  if (session.role === 'seller' && session.user.branch_id !== null) return { kind: 'branch', branchId: session.user.branch_id }
  throw new AppError(403, 'FORBIDDEN', 'Akun Anda tidak terhubung ke toko atau cabang.')
}
