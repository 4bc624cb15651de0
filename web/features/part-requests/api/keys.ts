// Every cached answer of 'Tanya Part' starts with 'part-requests': the lists, one request, the
// navbar's count and the models the form offers.
import type { FilterParams } from '#web/lib/list-filters.ts'

export const partRequestKeys = {
  all: ['part-requests'] as const,
  lists: ['part-requests', 'list'] as const,
  list: (params: FilterParams) => ['part-requests', 'list', params] as const,
  one: (id: number) => ['part-requests', 'one', id] as const,
  count: ['part-requests', 'count'] as const,
  models: ['part-requests', 'models'] as const,
}
