// GET /api/ready-status: the per-part statuses (Ada, Sebagian, Kosong, Indent, Inactive). They
// change with a database migration, not during a session.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../api/client'
import type { ReadyStatus } from '../logic/ready-status'

export function readyStatusesQuery() {
  return queryOptions({
    queryKey: ['ready-status'],
    queryFn: ({ signal }) => api.get<{ items: ReadyStatus[] }>('/ready-status', { signal }).then((r) => r.items),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useReadyStatuses(): readonly ReadyStatus[] {
  return useQuery(readyStatusesQuery()).data ?? []
}
