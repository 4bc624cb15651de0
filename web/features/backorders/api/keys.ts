// Every cached answer of the back-orders starts with 'backorders': an order change heard or a move
// made here reloads them all (the lists, the navbar's count, an order's panel).
import type { FilterParams } from '#web/lib/list-filters.ts'

/** Whose lines: the buyer's store (/api/user/…) or the staff's branch (/api/seller/…). */
export type BackorderSide = 'user' | 'seller'

export const backorderKeys = {
  all: ['backorders'] as const,
  list: (side: BackorderSide, params: FilterParams) => ['backorders', 'list', side, params] as const,
  counts: (side: BackorderSide) => ['backorders', 'counts', side] as const,
  ofOrder: (orderId: number) => ['backorders', 'order', orderId] as const,
}
