// What Sisa Pesanan asks for on its first render, asked beside its code (routes.ts): the first page
// of the open lines, with no filter set (the filters live on the screen only).
import type { QueryClient } from '@tanstack/react-query'
import { backorderListOptions } from '#web/features/backorders/api/get-backorders.ts'
import type { BackorderSide } from '#web/features/backorders/api/keys.ts'
import { backorderParams, NO_BACKORDER_FILTERS } from '#web/features/backorders/logic/filters.ts'

export function prefetch(client: QueryClient, side: BackorderSide): Promise<void> {
  const checked = backorderParams(NO_BACKORDER_FILTERS)
  return checked.ok ? client.prefetchInfiniteQuery(backorderListOptions(side, checked.params)) : Promise.resolve()
}
