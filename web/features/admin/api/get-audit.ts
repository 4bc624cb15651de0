// GET /api/admin/audit: who did what to which account, store or branch, newest first, 50 a page
// by next_cursor.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { AuditResponse } from '#common/admin.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { AuditParams } from '../logic/audit-query'
import { adminKeys } from './keys'

export function auditOptions(params: AuditParams) {
  return cursorPagesOptions<AuditResponse>({ queryKey: [...adminKeys.audit, params], path: '/admin/audit', query: params })
}

export function useAudit(params: AuditParams | null) {
  return useInfiniteQuery({ ...auditOptions(params ?? {}), enabled: params !== null })
}
