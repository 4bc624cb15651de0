import type { QueryClient } from '@tanstack/react-query'
import { adminKeys } from './keys'

/** After any write to the settings (a PPN row, a branch's price settings): the screen and the audit change. */
export function refreshAfterSettingsWrite(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: adminKeys.settings })
  void client.invalidateQueries({ queryKey: adminKeys.audit })
}
