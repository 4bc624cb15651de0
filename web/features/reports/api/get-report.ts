// GET /api/seller/laporan and /api/user/laporan (SPEC §7): the figures of a date range, plus the
// part list, the timeline, the stores or one store's detail when asked.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportResponse } from '../../../../common/reports'
import type { Role } from '../../../../common/roles'
import { api } from '../../../api/client'
import { reportKeys } from './keys'

export interface ReportRequest {
  from: string
  to: string
  part_no?: string
  invoice?: string
  stores?: '1'
  store_id?: number
}

/** Only the parameters that are set, as text: the cache key and the query string agree. */
export function reportQuery(request: ReportRequest): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(request)) if (value !== undefined && value !== '') query[key] = String(value)
  return query
}

function getReport(role: Role, query: Record<string, string>, signal: AbortSignal): Promise<ReportResponse> {
  return api.get<ReportResponse>(role === 'seller' ? '/seller/laporan' : '/user/laporan', { query, signal })
}

export function reportOptions(role: Role, request: ReportRequest) {
  const query = reportQuery(request)
  return queryOptions({
    queryKey: reportKeys.report(role, query),
    queryFn: ({ signal }) => getReport(role, query, signal),
    // the figures of the last range stay on screen while the next range loads
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useReport(role: Role, request: ReportRequest | null) {
  return useQuery({ ...reportOptions(role, request ?? { from: '', to: '' }), enabled: request !== null })
}
