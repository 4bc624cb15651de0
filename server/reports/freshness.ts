import { ChangeLog, type Changes } from '../lib/reuse-cache'
import type { ReportScope } from './policy'

/** Where an order lives: the scopes its writes change. */
export interface OrderPlace {
  branch_id: number
  store_id: number
}

/**
 * Which reports an order's write makes old (lib/reuse-cache.ts ChangeLog): its branch's, its
 * store's and head office's over every branch. Each instance hears of every write: the instance
 * that made it at once after its commit (orderWritten, so the person who acted reads it in the
 * next report), every instance by the change's announcement a moment later (feature.ts), and
 * when listening resumes after a drop, notices may have been missed: everything counts as changed.
 */
export function createReportFreshness() {
  const log = new ChangeLog()

  function orderWritten(place: OrderPlace): void {
    log.changed(['every', `branch:${place.branch_id}`, `store:${place.store_id}`])
  }

  /** The writes behind a report of `scope` (a branch's store narrows the branch: both count). */
  function changesOf(scope: ReportScope): Changes {
    const scopes: string[] = []
    if (scope.everyBranch) scopes.push('every')
    if (scope.branchId !== undefined) scopes.push(`branch:${scope.branchId}`)
    if (scope.storeId !== undefined) scopes.push(`store:${scope.storeId}`)
    return log.changesOf(scopes)
  }

  return { orderWritten, changedEverything: () => log.changedEverything(), changesOf }
}

export type ReportFreshness = ReturnType<typeof createReportFreshness>
