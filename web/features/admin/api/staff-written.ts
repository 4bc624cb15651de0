import type { QueryClient } from '@tanstack/react-query'
import { adminKeys } from './keys'

/** After any write to a staff account: the lists, the branches' counts and the audit change. */
export function refreshAfterStaffWrite(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: adminKeys.staff })
  void client.invalidateQueries({ queryKey: adminKeys.branches })
  void client.invalidateQueries({ queryKey: adminKeys.audit })
}
