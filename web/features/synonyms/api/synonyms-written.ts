import type { QueryClient } from '@tanstack/react-query'
import { synonymKeys } from './keys'

/** head office's audit (the admin feature's list): every write to a term adds a row to it */
const AUDIT_KEY = ['admin', 'audit'] as const

/** After a term is added, changed or deleted: every page of the list may have moved, and the audit grew. */
export function refreshAfterSynonymWrite(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: synonymKeys.all })
  void client.invalidateQueries({ queryKey: AUDIT_KEY })
}
