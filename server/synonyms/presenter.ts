import type { Synonym } from '#common/synonyms.ts'
import type { SynonymRow } from './queries'

// The only way a synonym row becomes an answer of /api/admin/synonyms.

export function presentSynonym(row: SynonymRow): Synonym {
  return {
    id: row.id,
    term: row.term,
    synonyms: row.synonyms,
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by: row.updated_by,
  }
}
