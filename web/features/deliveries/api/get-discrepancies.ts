// GET /api/seller/discrepancies: the branch's discrepancies (head office every branch's), oldest
// first, 100 a page by next_cursor; the open ones unless the state filter says otherwise.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Discrepancy } from '#common/receipts.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { FilterParams } from '#web/lib/list-filters.ts'
import { deliveryKeys } from './keys'

export interface DiscrepancyPage {
  items: Discrepancy[]
  next_cursor: string | null
}

export function useDiscrepancies(params: FilterParams) {
  return useInfiniteQuery(
    cursorPagesOptions<DiscrepancyPage>({
      queryKey: deliveryKeys.discrepancyList(params),
      path: '/seller/discrepancies',
      query: params,
    }),
  )
}
