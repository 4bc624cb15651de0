import type { Role } from '../../../../common/roles'

// Every cached report starts with 'reports'; a report is read, never written, so nothing
// invalidates it but Refresh.
export const reportKeys = {
  all: ['reports'] as const,
  report: (role: Role, query: Record<string, string>) => ['reports', role, query] as const,
}
