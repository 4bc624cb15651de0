// The columns of product.md §2.10, with the filter and sort each one offers.
import type { TextFilterKey } from './list-filters'
import type { SortKey } from './list-sort'

type ColumnFilter = { kind: 'text'; key: TextFilterKey } | { kind: 'date' } | { kind: 'status' } | null

export interface OrderColumn {
  id: string
  label: string
  /** The filter's short name (chips, input labels). */
  filterLabel: string
  sort: SortKey | null
  filter: ColumnFilter
  width?: number
}

export const ORDER_COLUMNS: readonly OrderColumn[] = [
  { id: 'no', label: 'No.', filterLabel: 'No.', sort: null, filter: null, width: 56 },
  { id: 'tanggal', label: 'Tanggal', filterLabel: 'Tanggal', sort: 'tanggal', filter: { kind: 'date' }, width: 170 },
  {
    id: 'no_transaksi',
    label: 'No. Transaksi',
    filterLabel: 'No. Transaksi',
    sort: 'no_transaksi',
    filter: { kind: 'text', key: 'no_transaksi' },
  },
  {
    id: 'dibuat_oleh',
    label: 'Dibuat Oleh',
    filterLabel: 'Dibuat Oleh',
    sort: 'dibuat_oleh',
    filter: { kind: 'text', key: 'creator' },
  },
  { id: 'toko', label: 'Toko', filterLabel: 'Toko', sort: 'toko', filter: { kind: 'text', key: 'store' } },
  {
    id: 'keterangan',
    label: 'Keterangan Transaksi',
    filterLabel: 'Keterangan',
    sort: 'keterangan',
    filter: { kind: 'text', key: 'keterangan' },
  },
  { id: 'status', label: 'Status', filterLabel: 'Status', sort: 'status', filter: { kind: 'status' }, width: 150 },
]

export const TEXT_FILTER_LABEL: Record<TextFilterKey, string> = {
  no_transaksi: 'No. Transaksi',
  creator: 'Dibuat Oleh',
  store: 'Toko',
  keterangan: 'Keterangan',
}
