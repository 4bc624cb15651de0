import type { PlaceSession } from '../http/guards'
import { orderScope } from '../orders'

// Whose orders a report counts (product.md §6, §10.2): the orders feature's own scope, a buyer his store's,
// staff their branch's; every report query is narrowed by it in SQL. A store's detail narrows a
// branch to one of its stores, so a report scope may hold both. Head office may count every
// branch together, but only by saying so (everyBranch): a scope left empty by mistake is refused.
export interface ReportScope {
  branchId?: number
  storeId?: number
  everyBranch?: true
}

export function reportScope(session: PlaceSession): ReportScope {
  const scope = orderScope(session)
  return scope.kind === 'store' ? { storeId: scope.storeId } : { branchId: scope.branchId }
}
