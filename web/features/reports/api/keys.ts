import type { Role } from '#common/roles.ts'

// Every cached report starts with 'reports'; Refresh and every order made or moved
// (hooks/use-reports-follow-orders.ts) invalidate them.
export const reportKeys = {
  all: ['reports'] as const,
  report: (role: Role, query: Record<string, string>) => ['reports', role, query] as const,
  /** head office's branch selector */
  branches: ['reports', 'branches'] as const,
}
