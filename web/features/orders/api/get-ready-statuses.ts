// GET /api/ready-status: the per-part statuses (Ada, Sebagian, Kosong, Indent, Inactive). They
// change with a database migration, not during a session.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReadyStatusList } from '#common/orders.ts'
import { api } from '#web/api/client.ts'
import type { ReadyStatus } from '../logic/ready-status'

function getReadyStatuses(signal?: AbortSignal): Promise<ReadyStatusList> {
  return api.get<ReadyStatusList>('/ready-status', { signal })
}

function readyStatusesQuery() {
  return queryOptions({
    queryKey: ['ready-status'],
    queryFn: ({ signal }) => getReadyStatuses(signal).then((list) => list.items),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useReadyStatuses(): readonly ReadyStatus[] {
  return useQuery(readyStatusesQuery()).data ?? []
}
