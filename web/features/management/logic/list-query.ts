// What the two lists ask the server (product.md §7 GET /seller/users, GET /seller/stores): the search
// applies only with no text or at least two characters (product.md §5.2), staff always sink to the bottom
// of the user list (product.md §2.13), and pages are 50 (the picker loads 100 at once).
import {
  LIST_SEARCH_MIN,
  STORE_LIST_LIMIT,
  STORE_PICKER_LIMIT,
  type StoreSort,
  USER_LIST_LIMIT,
  type UserSort,
} from '#common/management.ts'

export type SortDir = 'asc' | 'desc'

export function searchApplies(text: string): boolean {
  const length = text.trim().length
  return length === 0 || length >= LIST_SEARCH_MIN
}

/** The search the server gets: trimmed; nothing while it is too short to apply. */
export function appliedSearch(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed.length >= LIST_SEARCH_MIN ? trimmed : undefined
}

export const USER_FILTER_KEYS = ['username', 'name', 'store', 'mobile'] as const
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number]
export type UserFilters = Record<UserFilterKey, string>
export const NO_USER_FILTERS: UserFilters = { username: '', name: '', store: '', mobile: '' }

export interface UserListView {
  search: string
  filters: UserFilters
  sort: UserSort
  dir: SortDir
}
export const DEFAULT_USER_SORT: Pick<UserListView, 'sort' | 'dir'> = { sort: 'created_at', dir: 'desc' }

export type UserListParams = {
  search?: string
  filter_username?: string
  filter_name?: string
  filter_store?: string
  filter_mobile?: string
  sort: UserSort
  dir: SortDir
  role_bottom: 'staff'
  limit: number
}

const filterValue = (text: string) => text.trim() || undefined

export function userListParams({ search, filters, sort, dir }: UserListView): UserListParams {
  const applied = appliedSearch(search)
  const filterParams: Partial<UserListParams> = {}
  for (const key of USER_FILTER_KEYS) {
    const value = filterValue(filters[key])
    if (value) filterParams[`filter_${key}`] = value
  }
  return { ...(applied ? { search: applied } : {}), ...filterParams, sort, dir, role_bottom: 'staff', limit: USER_LIST_LIMIT }
}

export function activeFilterCount(filters: UserFilters): number {
  return USER_FILTER_KEYS.filter((key) => filters[key].trim() !== '').length
}

export interface StoreListParams {
  q?: string
  sort: StoreSort
  dir: SortDir
  limit: number
}
export const DEFAULT_STORE_SORT: { sort: StoreSort; dir: SortDir } = { sort: 'name', dir: 'asc' }

export function storeListParams(q: string, sort: StoreSort, dir: SortDir): StoreListParams {
  const applied = appliedSearch(q)
  return { ...(applied ? { q: applied } : {}), sort, dir, limit: STORE_LIST_LIMIT }
}

/** The picker of Daftar User: the first 100 stores by name, narrowed by its own search. */
export function storePickerParams(q: string): StoreListParams {
  return { ...storeListParams(q, 'name', 'asc'), limit: STORE_PICKER_LIMIT }
}

/** A header click: the same column flips its direction, another starts ascending. */
export function nextStoreSort(current: { sort: StoreSort; dir: SortDir }, key: StoreSort): { sort: StoreSort; dir: SortDir } {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { sort: key, dir: 'asc' }
}
