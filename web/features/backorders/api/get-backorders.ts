// GET /api/{user|seller}/backorders: the store's or the branch's lines, Stok Tersedia first and then
// oldest first, 100 a page by next_cursor, with the filters' query.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { BackorderListResponse } from '#common/backorders.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { FilterParams } from '#web/lib/list-filters.ts'
import { type BackorderSide, backorderKeys } from './keys'

export function backorderListOptions(side: BackorderSide, params: FilterParams) {
  return cursorPagesOptions<BackorderListResponse>({
    queryKey: backorderKeys.list(side, params),
    path: `/${side}/backorders`,
    query: params,
  })
}

export function useBackorders(side: BackorderSide, params: FilterParams) {
  return useInfiniteQuery(backorderListOptions(side, params))
}
