import type { AuditChange } from '../management'

// What the audit (account_events, written through management's appendAuditEvent) keeps of head
// office's change to a term: a synonym belongs to no user, store or branch, so its detail says it
// is about the synonyms and keeps the term and its phrases, for the sentence to be said once the
// row is gone or renamed (server/admin's audit reads it: 'Sinonim "kampas rem" dihapus').

export const SYNONYM_AUDIT_SETTING = 'synonym'

export interface SynonymAuditDetail {
  setting: typeof SYNONYM_AUDIT_SETTING
  /** the term as it is after the change (deleted: as it was) */
  term: string
  synonyms: string[]
  /** updated: the term and the phrases ('; '-joined) before and after, those that changed */
  changes?: AuditChange[]
}

export function synonymAudit(row: { term: string; synonyms: string[] }, before?: { term: string; synonyms: string[] }) {
  const detail: SynonymAuditDetail = { setting: SYNONYM_AUDIT_SETTING, term: row.term, synonyms: row.synonyms }
  if (!before) return detail
  const shown = (v: { term: string; synonyms: string[] }) => ({ term: v.term, synonyms: v.synonyms.join('; ') })
  const [from, to] = [shown(before), shown(row)]
  const fields = ['term', 'synonyms'] as const
  detail.changes = fields.filter((f) => from[f] !== to[f]).map((field) => ({ field, from: from[field], to: to[field] }))
  return detail
}
