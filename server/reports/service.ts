import { jakartaDay, jakartaDayEnd, jakartaDayStart } from '../../common/jakarta-time'
import {
  REPORT_PART_ORDERS_MAX,
  type ReportResponse,
  reportRange,
  type SellerReportQuery,
  type UserReportQuery,
} from '../../common/reports'
import type { Db } from '../db/connect'
import { AppError, badRequest, notFound } from '../http/app-error'
import type { BranchSession, StoreSession } from '../http/guards'
import { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { type Counted, ReuseCache, type ReuseTiming } from '../lib/reuse-cache'
import { type FigureSource, summaryFigures } from './figure-source'
import { ordersOfPart } from './part-queries'
import { type ReportScope, reportScope } from './policy'
import * as present from './presenter'
import { orderByInvoice, type ReportPeriod, statusEvents } from './queries'
import { storeOfBranch } from './store-queries'

export interface ReportDeps {
  db: Db
  /** 'today', and so the default range, comes from here */
  clock: Clock
  /** how long counted figures are reused (lib/reuse-cache.ts) */
  cache?: ReuseTiming
  /** how many counts run at once, and wait (reportCountGate) */
  gate?: BoundedGate
  /** the kept summaries unless told otherwise (figure-source.ts) */
  figures?: FigureSource
}

/**
 * A branch's staff all open the same report (the last 30 days, the year), and one count of a
 * year's lines costs a core about a second at a dealer's scale: 20 of them a second would need
 * ten cores. So a (scope, range, limit)'s figures are fresh for 30 s and never older than 5 min.
 */
export const REPORT_CACHE_TIMING: ReuseTiming = { freshMs: 30_000, staleMs: 5 * 60_000 }

export const REPORT_BUSY_TEXT = 'Laporan sedang dihitung untuk banyak permintaan. Coba lagi sebentar.'

/**
 * A count reads the kept summaries (tens of milliseconds, three statements side by side), yet a
 * burst of ranges nobody asked for yet must not pile statements onto the pool until they all hit
 * the statement timeout: four run at once per instance (12 of its 20 connections at most; the
 * Toko tab takes two, its figures and its store list), sixteen more wait, and beyond that a
 * caller gets 503 at once. Recounts behind kept figures go through the gate too, and simply keep
 * the old figures if refused.
 */
export function reportCountGate(): BoundedGate {
  return new BoundedGate(4, 16, () => new AppError(503, 'SERVICE_UNAVAILABLE', REPORT_BUSY_TEXT))
}

type StoreRef = NonNullable<Awaited<ReturnType<typeof storeOfBranch>>>

const keyOf = (what: string, scope: ReportScope, period: ReportPeriod, ...rest: unknown[]) =>
  JSON.stringify([what, scope.branchId ?? null, scope.storeId ?? null, period.range.from, period.range.to, ...rest])

/** The staff report over a branch and the buyer's report over his store (SPEC §2.15). */
export function createReportService(deps: ReportDeps) {
  const { db, clock } = deps
  const cache = new ReuseCache(clock, deps.cache ?? REPORT_CACHE_TIMING)
  const gate = deps.gate ?? reportCountGate()
  const source = deps.figures ?? summaryFigures(db)

  /** The checked range and the instants it covers; a range the rules refuse is a 400 with their sentence. */
  function periodOf(query: { from?: string; to?: string }): ReportPeriod {
    const check = reportRange(query, jakartaDay(clock.now()))
    if (!check.ok) throw badRequest(check.detail)
    const range = { from: check.from, to: check.to }
    return { range, window: { start: jakartaDayStart(range.from), end: jakartaDayEnd(range.to) } }
  }

  /** Cards, days, Repeat and unfilled demand: the figures every report opens with, counted side by side on the pool. */
  async function countFigures(scope: ReportScope, period: ReportPeriod, limit: number) {
    const [totals, perDay, parts] = await Promise.all([
      source.statusTotals(scope, period),
      source.ordersPerDay(scope, period),
      source.partLists(scope, period, limit),
    ])
    return {
      cards: present.presentCards(totals),
      repeat: present.presentRepeat(parts),
      per_day: present.presentPerDay(period.range, perDay),
      unfilled: present.presentUnfilled(parts, present.fillRate(totals)),
    }
  }

  function figures(scope: ReportScope, period: ReportPeriod, limit: number) {
    return cache.get(keyOf('figures', scope, period, limit), () => gate.run(() => countFigures(scope, period, limit)))
  }

  async function timeline(scope: ReportScope, invoice: string) {
    // order numbers are written in capitals (DPO/JKT01/202611/00042); a typed one may not be
    const order = await orderByInvoice(db, scope, invoice.trim().toUpperCase())
    if (!order) return null
    return present.presentTimeline(order.no_transaksi, await statusEvents(db, order.id))
  }

  /** What both reports answer: the counted figures, and the one part's orders and the one timeline asked for. */
  async function shared(scope: ReportScope, query: UserReportQuery, period: ReportPeriod): Promise<Counted<ReportResponse>> {
    const partNo = query.part_no?.trim().toUpperCase()
    const [counted, byPart, found] = await Promise.all([
      figures(scope, period, query.limit),
      partNo ? ordersOfPart(db, scope, period.window, partNo, REPORT_PART_ORDERS_MAX) : undefined,
      query.invoice ? timeline(scope, query.invoice) : undefined,
    ])
    const answer: ReportResponse = { range: period.range, as_of: present.jakartaIso(counted.at), ...counted.value }
    if (byPart) answer.orders_by_part = present.presentPartOrders(byPart)
    if (found !== undefined) answer.timeline = found
    return { value: answer, at: counted.at }
  }

  /** A buyer's report: his store's orders only. */
  async function forStore(session: StoreSession, query: UserReportQuery): Promise<ReportResponse> {
    return (await shared(reportScope(session), query, periodOf(query))).value
  }

  /** A store of the staff member's branch; another branch's store answers 404 like a missing one. */
  async function branchStore(session: BranchSession, storeId: number): Promise<StoreRef> {
    const store = await storeOfBranch(db, session.branch.id, storeId)
    if (!store) throw notFound('Toko tidak ditemukan')
    return store
  }

  /** One store's totals and accounts: a small count, made fresh on every call. */
  async function storeDetail(session: BranchSession, store: StoreRef, period: ReportPeriod) {
    const scope = { branchId: session.branch.id, storeId: store.id }
    const [totals, users] = await Promise.all([source.statusTotals(scope, period), source.storeUsers(scope, period)])
    return present.presentStoreDetail(store, totals, users)
  }

  function stores(scope: ReportScope, period: ReportPeriod) {
    return cache.get(keyOf('stores', scope, period), () =>
      gate.run(async () => ({ list: present.presentStoreSummaries(await source.storeSummaries(scope, period)) })),
    )
  }

  /** The staff report: the branch's orders, with the per-store summary and one store's detail on request. */
  async function forBranch(session: BranchSession, query: SellerReportQuery): Promise<ReportResponse> {
    const period = periodOf(query)
    const scope = reportScope(session)
    // before anything is counted: a foreign store ends the call at once
    const store = query.store_id !== undefined ? await branchStore(session, query.store_id) : undefined
    const [{ value: answer, at }, summaries, detail] = await Promise.all([
      shared(scope, query, period),
      query.stores ? stores(scope, period) : undefined,
      store ? storeDetail(session, store, period) : undefined,
    ])
    if (summaries) {
      answer.stores = summaries.value.list
      // as of the older of the two counts
      if (summaries.at < at) answer.as_of = present.jakartaIso(summaries.at)
    }
    if (detail) answer.store_detail = detail
    return answer
  }

  return { forStore, forBranch }
}

export type ReportService = ReturnType<typeof createReportService>
