// Every cached answer of the deliveries starts with 'deliveries': an order's panel under its
// detail, one delivery whole (its page and Surat Jalan), and staff's 'Selisih' lists.
import type { FilterParams } from '#web/lib/list-filters.ts'

export const deliveryKeys = {
  all: ['deliveries'] as const,
  ofOrder: (orderId: number) => ['deliveries', 'order', orderId] as const,
  one: (id: number) => ['deliveries', 'one', id] as const,
  /** every 'Selisih' list, whatever its filter */
  discrepancies: ['deliveries', 'discrepancies'] as const,
  discrepancyList: (params: FilterParams) => ['deliveries', 'discrepancies', params] as const,
}
