import { z } from 'zod'
import { formatDate } from '#common/format.ts'
import { jakartaNoon } from '#common/jakarta-time.ts'
import { ACCOUNT_EVENT_LABEL, type AccountEventAction } from '#common/management.ts'
import { formatPercent } from '#common/settings.ts'
import { readAuditDetail } from './audit-detail'

// A PPN row's audit (head office's /admin/pengaturan, settings-service.ts). Such a row has no user,
// store or branch: its detail says it is about the tax settings and keeps the row's values, so the
// sentence can still be said once the row is gone ('PPN 12% × DPP 11/12 mulai 01 Jul 2026 dihapus
// sebelum berlaku').

export const TAX_AUDIT_SETTING = 'tax'

export interface TaxAuditDetail {
  setting: typeof TAX_AUDIT_SETTING
  effective_from: string
  ppn_rate_percent: number
  /** '11/12' */
  dpp: string
  /** updated: the fields as shown (day, percent, fraction) before and after */
  changes?: Array<{ field: string; from: string; to: string }>
}

const shape = z.object({
  setting: z.literal(TAX_AUDIT_SETTING),
  effective_from: z.string().optional(),
  ppn_rate_percent: z.number().optional(),
  dpp: z.string().optional(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })).optional(),
})

const FIELD_LABEL: Record<string, string> = { effective_from: 'berlaku mulai', ppn_rate_percent: 'tarif PPN', dpp: 'DPP' }

const read = (raw: unknown) => readAuditDetail(shape, raw)

/** An audit row of the tax settings: no subject column set, and a detail that says so. */
export function isTaxAudit(detail: unknown): boolean {
  return read(detail) !== null
}

const day = (value: string | undefined | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(jakartaNoon(value)) : '?'

function shown(field: string, value: string | null): string {
  if (value === null) return '(kosong)'
  if (field === 'effective_from') return day(value)
  return field === 'ppn_rate_percent' ? `${value}%` : value
}

export function taxAuditSummary(action: AccountEventAction, raw: unknown): string {
  const d = read(raw)
  if (!d) return ACCOUNT_EVENT_LABEL[action]
  const rule =
    d.ppn_rate_percent === undefined || d.dpp === undefined ? 'PPN' : `PPN ${formatPercent(d.ppn_rate_percent)}% × DPP ${d.dpp}`
  const from = `mulai ${day(d.effective_from)}`
  switch (action) {
    case 'created':
      return `${rule} berlaku ${from}`
    case 'updated': {
      const changes = (d.changes ?? []).map(
        (c) => `${FIELD_LABEL[c.field] ?? c.field} ${shown(c.field, c.from)} → ${shown(c.field, c.to)}`,
      )
      return changes.length ? `PPN ${from} diubah: ${changes.join('; ')}` : `PPN ${from} diubah`
    }
    case 'deactivated':
      return `${rule} ${from} dihapus sebelum berlaku`
    default:
      return ACCOUNT_EVENT_LABEL[action]
  }
}
