// The List User screen's state (product.md §2.13): the search and column filters follow the typing
// after 300 ms (product.md §9 default search debounce), sort changes at once.

import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import type { UserListItem, UserListResponse, UserSort } from '#common/management.ts'
import { type PagedRows, usePagedRows } from '#web/lib/use-paged-rows.ts'
import { useUserList } from '../api/get-users'
import {
  DEFAULT_USER_SORT,
  NO_USER_FILTERS,
  type SortDir,
  type UserFilterKey,
  type UserFilters,
  userListParams,
} from '../logic/list-query'

export const SEARCH_DEBOUNCE_MS = 300

export interface UserListState {
  search: string
  setSearch: (text: string) => void
  filters: UserFilters
  setFilter: (key: UserFilterKey, text: string) => void
  sort: UserSort
  dir: SortDir
  setSort: (sort: UserSort, dir: SortDir) => void
  list: PagedRows<UserListItem>
}

export function useUserListState(): UserListState {
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS)
  const [order, setOrder] = useState(DEFAULT_USER_SORT)
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [debouncedFilters] = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS)
  const params = useMemo(
    () => userListParams({ search: debouncedSearch, filters: debouncedFilters, ...order }),
    [debouncedSearch, debouncedFilters, order],
  )
  const list = usePagedRows<UserListResponse, UserListItem>(useUserList(params))
  return {
    search,
    setSearch,
    filters,
    setFilter: (key, text) => setFilters((f) => ({ ...f, [key]: text })),
    sort: order.sort,
    dir: order.dir,
    setSort: (sort, dir) => setOrder({ sort, dir }),
    list,
  }
}
