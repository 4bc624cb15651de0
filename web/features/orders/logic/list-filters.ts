// The list's filters live in the URL query (a reload or a shared link keeps them) under the names
// the API uses (product.md §7 GET /orders), so the address bar reads like the call it makes.

import { FULFILMENT_STATES, type FulfilmentState } from '#common/fulfilment.ts'
import { LIST_SEARCH_MIN, ORDER_LIST_LIMIT } from '#common/order-rules.ts'
import { isOrderBucket, ORDER_BUCKETS, type OrderBucket } from '#common/order-status.ts'
import type { OrderListQuery } from '#common/orders.ts'

export const TEXT_FILTERS = ['no_transaksi', 'creator', 'store', 'keterangan'] as const
export type TextFilterKey = (typeof TEXT_FILTERS)[number]

export interface ListFilters {
  /** Global search as typed; it applies only with 0 or at least 2 characters (product.md §5.2). */
  q: string
  /** yyyy-mm-dd or '' */
  tanggal_from: string
  tanggal_to: string
  no_transaksi: string
  creator: string
  store: string
  keterangan: string
  /**
   * Status column filter, only on the Semua tab: null = every status (no filter), [] = none
   * chosen. URL: absent, `status=estimasi,batal`, or `status=` (none).
   */
  statuses: OrderBucket[] | null
  /** Pengiriman filter (product.md §13.4), only on Diproses and Semua: '' = every state. */
  pengiriman: FulfilmentState | ''
}

export const EMPTY_FILTERS: ListFilters = {
  q: '',
  tanggal_from: '',
  tanggal_to: '',
  no_transaksi: '',
  creator: '',
  store: '',
  keterangan: '',
  statuses: null,
  pengiriman: '',
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const STATUS_PARAM = 'status'
const STRING_KEYS = ['q', 'tanggal_from', 'tanggal_to', ...TEXT_FILTERS, 'pengiriman'] as const

function readDay(value: string | null): string {
  return value && DAY.test(value) ? value : ''
}

/** An unknown state would be refused by the server (400): it is no filter. */
function readFulfilment(value: string | null): FulfilmentState | '' {
  return FULFILMENT_STATES.find((state) => state === value) ?? ''
}

/** Only Diproses orders have a fulfilment: its filter exists on the Diproses and Semua tabs. */
export function fulfilmentFilterOn(bucket?: OrderBucket): boolean {
  return !bucket || bucket === 'diproses'
}

/** Every status chosen is no filter at all; the order is always the workflow's. */
function normaliseStatuses(list: readonly string[] | null): OrderBucket[] | null {
  if (list === null) return null
  const chosen = ORDER_BUCKETS.filter((bucket) => list.includes(bucket))
  return chosen.length === ORDER_BUCKETS.length ? null : chosen
}

export function readFilters(params: URLSearchParams): ListFilters {
  const rawStatus = params.get(STATUS_PARAM)
  const statuses = rawStatus === null ? null : rawStatus.split(',').filter(isOrderBucket)
  return {
    q: params.get('q') ?? '',
    tanggal_from: readDay(params.get('tanggal_from')),
    tanggal_to: readDay(params.get('tanggal_to')),
    no_transaksi: params.get('no_transaksi') ?? '',
    creator: params.get('creator') ?? '',
    store: params.get('store') ?? '',
    keterangan: params.get('keterangan') ?? '',
    statuses: normaliseStatuses(statuses),
    pengiriman: readFulfilment(params.get('pengiriman')),
  }
}

/** A copy of `params` with `patch` applied; empty values leave the address. */
export function writeFilters(params: URLSearchParams, patch: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of STRING_KEYS) {
    const value = patch[key]
    if (value === undefined) continue
    if (value === '') next.delete(key)
    else next.set(key, value)
  }
  if ('statuses' in patch) {
    const statuses = normaliseStatuses(patch.statuses ?? null)
    if (statuses === null) next.delete(STATUS_PARAM)
    else next.set(STATUS_PARAM, statuses.join(','))
  }
  return next
}

/** product.md §5.2: the global search applies with 0 or at least 2 characters. */
export function searchApplies(q: string): boolean {
  const length = q.trim().length
  return length === 0 || length >= LIST_SEARCH_MIN
}

/** The search the server gets: trimmed, and nothing while it is too short to apply. */
export function effectiveSearch(q: string): string {
  const trimmed = q.trim()
  return trimmed.length >= LIST_SEARCH_MIN ? trimmed : ''
}

/** The query of GET /api/orders for one tab; the cursor is added per page. */
export type OrdersApiParams = Omit<OrderListQuery, 'cursor'>

/**
 * The GET /orders query for a tab (`bucket` absent: Semua). null when there is nothing to ask
 * for: on Semua with no status chosen. With one status chosen on Semua the server filters; with
 * several the list filters the loaded rows (see statusesToKeep).
 */
export function apiParams(filters: ListFilters, bucket?: OrderBucket): OrdersApiParams | null {
  const statuses = bucket ? null : filters.statuses
  if (statuses && statuses.length === 0) return null
  const params: OrdersApiParams = {}
  const status = bucket ?? (statuses?.length === 1 ? statuses[0] : undefined)
  if (status) params.status = status
  const q = effectiveSearch(filters.q)
  if (q) params.q = q
  let [from, to] = [filters.tanggal_from, filters.tanggal_to]
  if (from && to && from > to) [from, to] = [to, from]
  if (from) params.tanggal_from = from
  if (to) params.tanggal_to = to
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim()
    if (value) params[key] = value
  }
  if (filters.pengiriman && fulfilmentFilterOn(bucket)) params.pengiriman = filters.pengiriman
  params.limit = ORDER_LIST_LIMIT
  return params
}

/** Several (not all) statuses chosen on Semua: the rows to keep, filtered on the client. */
export function statusesToKeep(filters: ListFilters, bucket?: OrderBucket): ReadonlySet<OrderBucket> | null {
  if (bucket || !filters.statuses || filters.statuses.length < 2) return null
  return new Set(filters.statuses)
}

/** Column filters (the filter row), not the global search; `bucket` as in apiParams. */
export function activeColumnFilterCount(filters: ListFilters, bucket?: OrderBucket): number {
  const date = filters.tanggal_from || filters.tanggal_to ? 1 : 0
  const texts = TEXT_FILTERS.filter((key) => filters[key].trim()).length
  const fulfilment = filters.pengiriman && fulfilmentFilterOn(bucket) ? 1 : 0
  return date + texts + (filters.statuses ? 1 : 0) + fulfilment
}
