// How a store is shown in List Toko and its modal.
import type { Store, StoreSort } from '#common/management.ts'

export interface StoreColumn {
  id: StoreSort
  label: string
  numeric?: boolean
}

/** product.md §2.13 List Toko (and its price group, §10.10); each header sorts by its key of STORE_SORTS. */
export const STORE_COLUMNS: readonly StoreColumn[] = [
  { id: 'ibs', label: 'Kode IBS' },
  { id: 'name', label: 'Nama Toko' },
  { id: 'group', label: 'Grup Harga' },
  { id: 'users', label: 'Jumlah User', numeric: true },
  { id: 'created_at', label: 'Dibuat' },
]

export const storeTitle = (store: Pick<Store, 'ibs_cust_code' | 'name'>) => `${store.ibs_cust_code} · ${store.name}`
