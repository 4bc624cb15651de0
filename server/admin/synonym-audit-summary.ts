import { z } from 'zod'
import { ACCOUNT_EVENT_LABEL, type AccountEventAction } from '#common/management.ts'
import { SYNONYM_AUDIT_SETTING } from '../synonyms'
import { readAuditDetail } from './audit-detail'

// A synonym's audit (head office's /admin/sinonim, written by server/synonyms): like a PPN row's,
// such a row has no user, store or branch; its detail says it is about the synonyms and keeps the
// term and its phrases ('Sinonim "kampas rem" dihapus (BRAKE PAD; BRAKE SHOE)').

const shape = z.object({
  setting: z.literal(SYNONYM_AUDIT_SETTING),
  term: z.string().optional(),
  synonyms: z.array(z.string()).optional(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })).optional(),
})

const FIELD_LABEL: Record<string, string> = { term: 'istilah', synonyms: 'sinonim' }
const VALUE_MAX = 120

const read = (raw: unknown) => readAuditDetail(shape, raw)

/** An audit row of the synonyms: no subject column set, and a detail that says so. */
export function isSynonymAudit(detail: unknown): boolean {
  return read(detail) !== null
}

const quoted = (value: string | null) => {
  if (value === null || value === '') return '(kosong)'
  return `"${value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1)}…` : value}"`
}

export function synonymAuditSummary(action: AccountEventAction, raw: unknown): string {
  const d = read(raw)
  if (!d) return ACCOUNT_EVENT_LABEL[action]
  const term = `Sinonim ${quoted(d.term ?? null)}`
  const phrases = d.synonyms?.length ? ` (${d.synonyms.join('; ')})` : ''
  switch (action) {
    case 'created':
      return `${term} ditambahkan${phrases}`
    case 'updated': {
      const changes = (d.changes ?? []).map((c) => `${FIELD_LABEL[c.field] ?? c.field} ${quoted(c.from)} → ${quoted(c.to)}`)
      return changes.length ? `${term} diubah: ${changes.join('; ')}` : `${term} diubah`
    }
    case 'deactivated':
      return `${term} dihapus${phrases}`
    default:
      return ACCOUNT_EVENT_LABEL[action]
  }
}
