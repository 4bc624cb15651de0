import type { Db } from '../db/connect'
import {
  type FulfilmentRow,
  fulfilmentTotals,
  fulfilmentUnits,
  type OpenByAgeRow,
  openByAge,
  type UnitFulfilmentRow,
} from './fulfilment-queries'
import { type PartRow, partLists } from './part-queries'
import type { ReportScope } from './policy'
import { type DayStatusRow, ordersPerDay, type ReportPeriod, type StatusTotalsRow, statusTotals } from './queries'
import { type StoreSummaryRow, type StoreUserRow, storeSummaries, storeUsers } from './store-queries'
import { keptFulfilmentTotals, keptFulfilmentUnits, keptOpenByAge } from './summary-fulfilment-queries'
import { summaryPartLists } from './summary-part-queries'
import { summaryOrdersPerDay, summaryStatusTotals, summaryStoreSummaries, summaryStoreUsers } from './summary-queries'

/**
 * Where a report's counted figures come from. The service reads the summaries the database keeps
 * (migrations 0007, 0018, 0021); the same figures counted over the order tables are the reference the
 * summaries are tested against and the bare baseline of `npm run bench -- reports`.
 */
export interface FigureSource {
  statusTotals(scope: ReportScope, period: ReportPeriod): Promise<StatusTotalsRow[]>
  ordersPerDay(scope: ReportScope, period: ReportPeriod): Promise<DayStatusRow[]>
  partLists(scope: ReportScope, period: ReportPeriod, limit: number): Promise<PartRow[]>
  storeSummaries(scope: ReportScope, period: ReportPeriod): Promise<StoreSummaryRow[]>
  storeUsers(scope: ReportScope & { storeId: number }, period: ReportPeriod): Promise<StoreUserRow[]>
  /** What happened after the export (docs/product.md §13.5). */
  fulfilment(scope: ReportScope, period: ReportPeriod): Promise<FulfilmentRow>
  /** The same per store of a branch, per branch of every branch. */
  fulfilmentUnits(scope: ReportScope, period: ReportPeriod): Promise<UnitFulfilmentRow[]>
  /** The open back-order lines by age, `today` a Jakarta day. */
  openByAge(scope: ReportScope, today: string): Promise<OpenByAgeRow>
}

/** Plain SQL over orders and order_items. */
export function orderTableFigures(db: Db): FigureSource {
  return {
    statusTotals: (scope, period) => statusTotals(db, scope, period.window),
    ordersPerDay: (scope, period) => ordersPerDay(db, scope, period.window),
    partLists: (scope, period, limit) => partLists(db, scope, period.window, limit),
    storeSummaries: (scope, period) => storeSummaries(db, scope, period.window),
    storeUsers: (scope, period) => storeUsers(db, scope, period.window),
    fulfilment: (scope, period) => fulfilmentTotals(db, scope, period.window),
    fulfilmentUnits: (scope, period) => fulfilmentUnits(db, scope, period.window),
    openByAge: (scope, today) => openByAge(db, scope, today),
  }
}

/**
 * The kept summaries. A store's part lists are counted over its own orders (a busy workshop has
 * a few hundred a month), as only branches keep part summaries.
 */
export function summaryFigures(db: Db): FigureSource {
  const plain = orderTableFigures(db)
  return {
    statusTotals: (scope, period) => summaryStatusTotals(db, scope, period.range),
    ordersPerDay: (scope, period) => summaryOrdersPerDay(db, scope, period.range),
    partLists: (scope, period, limit) =>
      scope.storeId === undefined && scope.branchId !== undefined
        ? summaryPartLists(db, scope.branchId, period, limit)
        : plain.partLists(scope, period, limit),
    storeSummaries: (scope, period) => summaryStoreSummaries(db, scope, period.range),
    storeUsers: (scope, period) => summaryStoreUsers(db, scope, period.range),
    fulfilment: (scope, period) => keptFulfilmentTotals(db, scope, period.range),
    fulfilmentUnits: (scope, period) => keptFulfilmentUnits(db, scope, period.range),
    openByAge: (scope, today) => keptOpenByAge(db, scope, today),
  }
}
