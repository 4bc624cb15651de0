// GET /api/seller/laporan, /api/user/laporan and head office's /api/admin/laporan: the
// figures of a date range, plus the part list, the timeline, the stores or one store's detail when
// asked; head office's over every branch, or the one branch_id names.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportRange, ReportResponse } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { api } from '#web/api/client.ts'
import { reportKeys } from './keys'

/** The days a report covers and, for head office, the one branch it covers (none: every branch). */
export type ReportScope = ReportRange & { branch_id?: number }

export interface ReportRequest extends ReportScope {
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

const REPORT_PATH: Record<Role, string> = { user: '/user/laporan', seller: '/seller/laporan', admin: '/admin/laporan' }

function getReport(role: Role, query: Record<string, string>, signal: AbortSignal): Promise<ReportResponse> {
  return api.get<ReportResponse>(REPORT_PATH[role], { query, signal })
}

export function reportOptions(role: Role, request: ReportRequest) {
  const query = reportQuery(request)
  return queryOptions({
    queryKey: reportKeys.report(role, query),
    queryFn: ({ signal }) => getReport(role, query, signal),
    // the figures of the last range stay on screen while the next range loads
    placeholderData: keepPreviousData,
    // asked again on every visit: an order made a moment ago is in the server's next answer
    // (it recounts only what changed), and would not be in figures this tab kept 30 s
    staleTime: 0,
    retry: false,
  })
}

export function useReport(role: Role, request: ReportRequest | null) {
  return useQuery({ ...reportOptions(role, request ?? { from: '', to: '' }), enabled: request !== null })
}
