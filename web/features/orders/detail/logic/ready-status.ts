// Per-part ready status (SPEC §4): suggested from stock unless staff chose one, and the lead-time
// hint a buyer reads beside it.
import { HINT_INDENT, HINT_KOSONG } from './messages'

export interface ReadyStatus {
  id: number
  name: string
}

export type SuggestedStatus = 'Ada' | 'Sebagian' | 'Kosong'

/** Stock >= estimate: Ada; some stock: Sebagian; none: Kosong. */
export function suggestStatus(stock: number, estimate: number): SuggestedStatus {
  if (stock >= estimate) return 'Ada'
  return stock > 0 ? 'Sebagian' : 'Kosong'
}

const norm = (name: string) => name.trim().toLowerCase()

export function statusByName(list: readonly ReadyStatus[], name: string): ReadyStatus | undefined {
  return list.find((s) => norm(s.name) === norm(name))
}

export function statusName(list: readonly ReadyStatus[], id: number | null): string | null {
  if (id === null) return null
  return list.find((s) => s.id === id)?.name ?? null
}

/** The suggested status's id, matched by name to /api/ready-status; null when stock is unknown. */
export function suggestedStatusId(list: readonly ReadyStatus[], stock: number | null, estimate: number): number | null {
  if (stock === null) return null
  return statusByName(list, suggestStatus(stock, estimate))?.id ?? null
}

/** Indent takes about 3 weeks, Kosong about a month (SPEC §2.11). */
export function leadTimeHint(name: string | null): string | null {
  if (!name) return null
  if (norm(name) === 'indent') return HINT_INDENT
  if (norm(name) === 'kosong') return HINT_KOSONG
  return null
}
