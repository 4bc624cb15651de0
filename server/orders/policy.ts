import type { PlaceSession } from '../http/guards'
import type { OrderScope } from './queries'

// Which orders a session may see (product.md §10.2): a buyer his store's, staff their branch's. Every
// order query is narrowed by this scope in SQL; the live stream asks canSeeOrder per notice.

export function orderScope(session: PlaceSession): OrderScope {
  return session.role === 'user' ? { kind: 'store', storeId: session.store.id } : { kind: 'branch', branchId: session.branch.id }
}

export function canSeeOrder(session: PlaceSession, order: { store_id: number; branch_id: number }): boolean {
  return session.role === 'user' ? order.store_id === session.store.id : order.branch_id === session.branch.id
}
