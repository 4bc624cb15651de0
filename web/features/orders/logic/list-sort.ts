// Sort toggles per column (product.md §2.10). The server pages newest first with a keyset cursor and
// has no sort parameter, so sorting is done here on the rows loaded so far: with more pages
// still to come, a sort orders what has been loaded, and new pages slot in by the same rule.
import type { OrderListItem } from '#common/orders.ts'

export const SORT_KEYS = ['tanggal', 'no_transaksi', 'dibuat_oleh', 'toko', 'keterangan', 'status'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortDir = 'asc' | 'desc'
export type SortState = { key: SortKey; dir: SortDir } | null

const isSortKey = (value: unknown): value is SortKey => (SORT_KEYS as readonly unknown[]).includes(value)

export function readSort(params: URLSearchParams): SortState {
  const key = params.get('sort')
  if (!isSortKey(key)) return null
  return { key, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' }
}

export function writeSort(params: URLSearchParams, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(params)
  if (sort) {
    next.set('sort', sort.key)
    next.set('dir', sort.dir)
  } else {
    next.delete('sort')
    next.delete('dir')
  }
  return next
}

/** A header click: ascending, then descending, then back to the server's order (newest first). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (!current || current.key !== key) return { key, dir: 'asc' }
  return current.dir === 'asc' ? { key, dir: 'desc' } : null
}

// made when a list is first sorted by a text column: the first Intl object loads the browser's
// locale data (common/format.ts), which the first screen of a list need not wait for
let collator: Intl.Collator | undefined
function textCompare(a: string, b: string): number {
  collator ??= new Intl.Collator('id-ID', { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}

function compareBy(key: SortKey, a: OrderListItem, b: OrderListItem): number {
  switch (key) {
    case 'tanggal':
      return Date.parse(a.tanggal) - Date.parse(b.tanggal)
    case 'status':
      return a.status_code - b.status_code
    case 'no_transaksi':
      return textCompare(a.noTransaksi, b.noTransaksi)
    case 'dibuat_oleh':
      return textCompare(a.dibuatOleh, b.dibuatOleh)
    case 'toko':
      return textCompare(a.toko, b.toko)
    case 'keterangan':
      return textCompare(a.keterangan, b.keterangan)
  }
}

/** Ties (same store, same status…) keep the newest first, as the server sends them. */
export function compareOrders(a: OrderListItem, b: OrderListItem, sort: NonNullable<SortState>): number {
  const primary = compareBy(sort.key, a, b)
  if (primary !== 0) return sort.dir === 'asc' ? primary : -primary
  return Date.parse(b.tanggal) - Date.parse(a.tanggal) || b.id - a.id
}

export function sortOrders(items: readonly OrderListItem[], sort: SortState): readonly OrderListItem[] {
  if (!sort) return items
  return [...items].sort((a, b) => compareOrders(a, b, sort))
}
