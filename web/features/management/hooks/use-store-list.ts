// The List Toko screen's state: the search follows the typing after 300 ms, a header click sorts.
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import type { Store, StoreListResponse, StoreSort } from '#common/management.ts'
import { type PagedRows, usePagedRows } from '#web/lib/use-paged-rows.ts'
import { useStoreList } from '../api/get-stores'
import { DEFAULT_STORE_SORT, nextStoreSort, type SortDir, storeListParams } from '../logic/list-query'
import { SEARCH_DEBOUNCE_MS } from './use-user-list'

export interface StoreListState {
  search: string
  setSearch: (text: string) => void
  sort: StoreSort
  dir: SortDir
  toggleSort: (key: StoreSort) => void
  setSort: (sort: StoreSort, dir: SortDir) => void
  list: PagedRows<Store>
  total: number | null
}

export function useStoreListState(): StoreListState {
  const [search, setSearch] = useState('')
  const [order, setOrder] = useState(DEFAULT_STORE_SORT)
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const params = useMemo(() => storeListParams(debounced, order.sort, order.dir), [debounced, order])
  const query = useStoreList(params)
  const list = usePagedRows<StoreListResponse, Store>(query)
  return {
    search,
    setSearch,
    sort: order.sort,
    dir: order.dir,
    toggleSort: (key) => setOrder((current) => nextStoreSort(current, key)),
    setSort: (sort, dir) => setOrder({ sort, dir }),
    list,
    total: query.data?.pages[0]?.total ?? null,
  }
}
