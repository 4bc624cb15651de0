// Per-part ready status (product.md §4.3): suggested from the confirmed quantity unless staff chose one, and the lead-time
// hint a buyer reads beside it.
import type { ReadyStatusList } from '#common/orders.ts'
import { READY_STATUS_NAME, suggestReadyStatus } from '#common/ready-status.ts'
import { HINT_INDENT, HINT_KOSONG } from './detail-messages'

/** One entry of GET /api/ready-status. */
export type ReadyStatus = ReadyStatusList['items'][number]

const norm = (name: string) => name.trim().toLowerCase()

export function statusByName(list: readonly ReadyStatus[], name: string): ReadyStatus | undefined {
  return list.find((s) => norm(s.name) === norm(name))
}

export function statusName(list: readonly ReadyStatus[], id: number | null): string | null {
  if (id === null) return null
  return list.find((s) => s.id === id)?.name ?? null
}

/** The suggested status (the server's rule, common/ready-status.ts) on a quantity, matched by name to /api/ready-status; null when the quantity is unknown. */
export function suggestedStatusId(list: readonly ReadyStatus[], qty: number | null, estimate: number): number | null {
  if (qty === null) return null
  return statusByName(list, READY_STATUS_NAME[suggestReadyStatus(qty, estimate)])?.id ?? null
}

/** Indent takes about 3 weeks, Kosong about a month (product.md §2.11). */
export function leadTimeHint(name: string | null): string | null {
  if (!name) return null
  if (norm(name) === 'indent') return HINT_INDENT
  if (norm(name) === 'kosong') return HINT_KOSONG
  return null
}
