// The audit's filters: the text ones follow the typing after 300 ms, the choices at once; a date
// range the server would refuse is said here and not asked for.
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { type AuditFilters, auditParams, NO_AUDIT_FILTERS } from '../logic/audit-query'

const AUDIT_DEBOUNCE_MS = 300

export function useAuditFilters() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [settled] = useDebouncedValue(filters, AUDIT_DEBOUNCE_MS)
  const checked = useMemo(() => auditParams(settled), [settled])
  return {
    filters,
    set: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => setFilters((f) => ({ ...f, [key]: value })),
    clear: () => setFilters(NO_AUDIT_FILTERS),
    /** null while the dates cannot be asked for */
    params: checked.ok ? checked.params : null,
    problem: checked.ok ? null : checked.problem,
  }
}
