import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The 'sinonim' feed's write (synonym-feed.ts): each line adds its term or replaces its phrases;
// terms the file does not name stay. Only new terms and those whose phrases differ are written.

/** Terms a statement carries at most (a JSON parameter of a few hundred kilobytes). */
const BATCH = 2_000

export interface SynonymLine {
  term: string
  synonyms: string[]
}

/** Upserts the lines (one term once each); answers how many terms were added and how many changed. */
export async function upsertSynonymLines(trx: Db, lines: readonly SynonymLine[]): Promise<{ added: number; changed: number }> {
  let added = 0
  let changed = 0
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = JSON.stringify(lines.slice(i, i + BATCH))
    // in term order, as head office's edits lock rows one at a time: no two writers wait on each other in a circle
    const result = await sql<{ added: number; changed: number }>`
      with written as (
        insert into search_synonyms (term, synonyms, updated_at, updated_by)
        select l.term, array(select p from jsonb_array_elements_text(l.synonyms) with ordinality x(p, n) order by n), now(), null
        from jsonb_to_recordset(${batch}::jsonb) as l(term text, synonyms jsonb)
        order by l.term
        on conflict (term) do update
          set synonyms = excluded.synonyms, updated_at = excluded.updated_at, updated_by = null
          where search_synonyms.synonyms is distinct from excluded.synonyms
        returning (xmax = 0) as inserted
      )
      select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as changed from written
    `.execute(trx)
    added += result.rows[0].added
    changed += result.rows[0].changed
  }
  return { added, changed }
}
