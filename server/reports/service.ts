import { jakartaDay, jakartaDayEnd, jakartaDayStart } from '#common/jakarta-time.ts'
import {
  ADMIN_REPORT_TEXT,
  REPORT_PART_ORDERS_MAX,
  type ReportResponse,
  reportRange,
  type SellerReportQuery,
  type UserReportQuery,
} from '#common/reports.ts'
import type { Db } from '../db/connect'
import { AppError, badRequest, notFound } from '../http/app-error'
import type { BranchSession, StoreSession } from '../http/guards'
import { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { type Counted, ReuseCache, type ReuseTiming } from '../lib/reuse-cache'
import { type FigureSource, summaryFigures } from './figure-source'
import { createReportFreshness, type ReportFreshness } from './freshness'
import { presentFulfilment, presentUnits } from './fulfilment-presenter'
import { ordersOfPart } from './part-queries'
import { answerTimes, answerTimesPerBranch } from './part-request-queries'
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
  /** the order writes heard of, which make kept figures old (freshness.ts); app.ts feeds it */
  freshness?: ReportFreshness
}

/**
 * A branch's staff all open the same report (the last 30 days, the year), and one count of a
 * year's lines costs a core about a second at a dealer's scale: 20 of them a second would need
 * ten cores. So a (scope, range, limit)'s figures are fresh for 30 s and never older than 5 min,
 * unless an order of the scope was written since they were counted (freshness.ts): then the next
 * caller waits for a recount, so a report shows an order the moment after it was made or moved.
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

// every part of the scope is in the key: one branch's figures are never another's, nor every branch's
const keyOf = (what: string, scope: ReportScope, period: ReportPeriod, ...rest: unknown[]) =>
  JSON.stringify([
    what,
    scope.everyBranch ? 'every' : (scope.branchId ?? null),
    scope.storeId ?? null,
    period.range.from,
    period.range.to,
    ...rest,
  ])

/** The staff report over a branch (or head office's over every branch) and the buyer's report over his store. */
export function createReportService(deps: ReportDeps) {
  const { db, clock } = deps
  const cache = new ReuseCache(clock, deps.cache ?? REPORT_CACHE_TIMING)
  const gate = deps.gate ?? reportCountGate()
  const source = deps.figures ?? summaryFigures(db)
  const freshness = deps.freshness ?? createReportFreshness()

  /** The checked range and the instants it covers; a range the rules refuse is a 400 with their sentence. */
  function periodOf(query: { from?: string; to?: string }): ReportPeriod {
    const check = reportRange(query, jakartaDay(clock.now()))
    if (!check.ok) throw badRequest(check.detail)
    const range = { from: check.from, to: check.to }
    return { range, window: { start: jakartaDayStart(range.from), end: jakartaDayEnd(range.to) } }
  }

  /** Cards, days, Repeat and unfilled demand: the figures every report opens with, counted side by side on the pool. */
  async function countFigures(scope: ReportScope, period: ReportPeriod, limit: number) {
    // a store's report has no answer times: its buyers asked, the branch answered
    const staffSide = scope.storeId === undefined
    const [totals, perDay, parts, fulfilment, age, branches, asked, askedPerBranch] = await Promise.all([
      source.statusTotals(scope, period),
      source.ordersPerDay(scope, period),
      source.partLists(scope, period, limit),
      source.fulfilment(scope, period),
      source.openByAge(scope, jakartaDay(clock.now())),
      // head office over every branch sees each branch; a branch's stores are the Toko tab's
      scope.everyBranch ? source.fulfilmentUnits(scope, period) : undefined,
      staffSide ? answerTimes(db, scope, period.window) : undefined,
      scope.everyBranch ? answerTimesPerBranch(db, scope, period.window) : undefined,
    ])
    return {
      cards: present.presentCards(totals),
      repeat: present.presentRepeat(parts),
      per_day: present.presentPerDay(period.range, perDay),
      unfilled: present.presentUnfilled(parts, present.fillRate(totals)),
      fulfilment: presentFulfilment(fulfilment, age),
      ...(branches ? { fulfilment_branches: presentUnits(branches) } : {}),
      ...(asked ? { part_requests: present.presentAnswerTime(asked) } : {}),
      ...(askedPerBranch
        ? { part_requests_branches: askedPerBranch.map((b) => ({ ...b, ...present.presentAnswerTime(b) })) }
        : {}),
    }
  }

  function figures(scope: ReportScope, period: ReportPeriod, limit: number) {
    return cache.get(
      keyOf('figures', scope, period, limit),
      () => gate.run(() => countFigures(scope, period, limit)),
      freshness.changesOf(scope),
    )
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

  /** A store of the scope's branch (any branch's for every branch); another branch's store answers 404 like a missing one. */
  async function storeOf(scope: ReportScope, storeId: number): Promise<StoreRef> {
    const store = await storeOfBranch(db, scope.branchId, storeId)
    if (!store) throw notFound('Toko tidak ditemukan')
    return store
  }

  /** One store's totals and accounts: a small count, made fresh on every call. */
  async function storeDetail(scope: ReportScope, store: StoreRef, period: ReportPeriod) {
    const storeScope = scope.branchId === undefined ? { storeId: store.id } : { branchId: scope.branchId, storeId: store.id }
    const [totals, users] = await Promise.all([source.statusTotals(storeScope, period), source.storeUsers(storeScope, period)])
    return present.presentStoreDetail(store, totals, users)
  }

  function stores(scope: ReportScope, period: ReportPeriod) {
    return cache.get(
      keyOf('stores', scope, period),
      () =>
        gate.run(async () => {
          const [list, units] = await Promise.all([source.storeSummaries(scope, period), source.fulfilmentUnits(scope, period)])
          return { list: present.presentStoreSummaries(list), units: presentUnits(units) }
        }),
      freshness.changesOf(scope),
    )
  }

  /** The staff report over a branch or every branch: the orders, the per-store summary and one store's detail on request. */
  async function overBranches(scope: ReportScope, query: SellerReportQuery): Promise<ReportResponse> {
    // every branch's stores at once would be hundreds of thousands of rows
    if (query.stores && scope.everyBranch) throw badRequest(ADMIN_REPORT_TEXT.storesNeedBranch)
    const period = periodOf(query)
    // before anything is counted: a foreign store ends the call at once
    const store = query.store_id !== undefined ? await storeOf(scope, query.store_id) : undefined
    const [{ value: answer, at }, summaries, detail] = await Promise.all([
      shared(scope, query, period),
      query.stores ? stores(scope, period) : undefined,
      store ? storeDetail(scope, store, period) : undefined,
    ])
    if (summaries) {
      answer.stores = summaries.value.list
      answer.fulfilment_stores = summaries.value.units
      // as of the older of the two counts
      if (summaries.at < at) answer.as_of = present.jakartaIso(summaries.at)
    }
    if (detail) answer.store_detail = detail
    return answer
  }

  /** The staff report: the branch's orders. */
  async function forBranch(session: BranchSession, query: SellerReportQuery): Promise<ReportResponse> {
    return overBranches(reportScope(session), query)
  }

  /** Head office: the staff report over one branch, or over every branch together when none is named. */
  async function forHeadOffice(branchId: number | undefined, query: SellerReportQuery): Promise<ReportResponse> {
    return overBranches(branchId === undefined ? { everyBranch: true } : { branchId }, query)
  }

  return { forStore, forBranch, forHeadOffice }
}

export type ReportService = ReturnType<typeof createReportService>
