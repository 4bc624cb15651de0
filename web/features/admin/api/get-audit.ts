// GET /api/admin/audit: who did what to which account, store or branch, newest first, 50 a page
// by next_cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AuditResponse } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import type { AuditParams } from '../logic/audit-query'
import { adminKeys } from './keys'

function getAudit(params: AuditParams, cursor: string | null, signal: AbortSignal): Promise<AuditResponse> {
  return api.get<AuditResponse>('/admin/audit', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function auditOptions(params: AuditParams) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.audit, params] as const,
    queryFn: ({ pageParam, signal }) => getAudit(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}

export function useAudit(params: AuditParams | null) {
  return useInfiniteQuery({ ...auditOptions(params ?? {}), enabled: params !== null })
}
