// Chips of the active filters (product.md §2.10): each says what narrows the list and removes it.

import { formatDate } from '#common/format.ts'
import { FULFILMENT_LABEL } from '#common/fulfilment.ts'
import { jakartaNoon } from '#common/jakarta-time.ts'
import { type OrderBucket, STATUS_INFO, statusOfBucket } from '#common/order-status.ts'
import { TEXT_FILTER_LABEL } from './list-columns'
import { effectiveSearch, fulfilmentFilterOn, type ListFilters, TEXT_FILTERS, type TextFilterKey } from './list-filters'
import { FULFILMENT_FILTER_LABEL } from './list-messages'

export type ChipKey = 'q' | 'tanggal' | 'status' | 'pengiriman' | TextFilterKey

export interface FilterChip {
  key: ChipKey
  label: string
}

/** A yyyy-mm-dd day as the Indonesian reader writes it, e.g. '05 Jan 2026'. */
function formatDay(day: string): string {
  return formatDate(jakartaNoon(day))
}

function dateLabel(from: string, to: string): string {
  if (from && to) return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`
  return from ? `sejak ${formatDay(from)}` : `s.d. ${formatDay(to)}`
}

function statusLabel(statuses: readonly OrderBucket[]): string {
  if (statuses.length === 0) return 'belum dipilih'
  return statuses.map((bucket) => STATUS_INFO[statusOfBucket(bucket)].label).join(', ')
}

/** `bucket` set: a status tab, where the Status filter does not exist (nor Pengiriman but on Diproses). */
export function chipsOf(filters: ListFilters, bucket?: OrderBucket): FilterChip[] {
  const chips: FilterChip[] = []
  const q = effectiveSearch(filters.q)
  if (q) chips.push({ key: 'q', label: `Cari: ${q}` })
  if (filters.tanggal_from || filters.tanggal_to) {
    chips.push({ key: 'tanggal', label: `Tanggal: ${dateLabel(filters.tanggal_from, filters.tanggal_to)}` })
  }
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim()
    if (value) chips.push({ key, label: `${TEXT_FILTER_LABEL[key]}: ${value}` })
  }
  if (!bucket && filters.statuses) chips.push({ key: 'status', label: `Status: ${statusLabel(filters.statuses)}` })
  if (filters.pengiriman && fulfilmentFilterOn(bucket)) {
    chips.push({ key: 'pengiriman', label: `${FULFILMENT_FILTER_LABEL}: ${FULFILMENT_LABEL[filters.pengiriman]}` })
  }
  return chips
}

/** The URL patch that removes one chip's filter. */
export function clearChip(key: ChipKey): Partial<ListFilters> {
  if (key === 'tanggal') return { tanggal_from: '', tanggal_to: '' }
  if (key === 'status') return { statuses: null }
  return { [key]: '' }
}
