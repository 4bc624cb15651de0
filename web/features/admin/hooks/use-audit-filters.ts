// The audit's filters: the list follows them 300 ms after the last change, so typing a name is not
// a request per key; a date range the server would refuse is said here and not asked for.
import { useListFilters } from '#web/lib/use-list-filters.ts'
import { auditParams, NO_AUDIT_FILTERS } from '../logic/audit-query'

const AUDIT_DEBOUNCE_MS = 300

export const useAuditFilters = () => useListFilters(NO_AUDIT_FILTERS, auditParams, AUDIT_DEBOUNCE_MS)
