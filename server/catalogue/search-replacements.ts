import { likePattern } from '../../common/search'
import type { Db } from '../db/connect'
import type { CatalogueFilter } from './queries'
import { currentPartsOf, type Lineage, lineageOf, replacedNumbersLike } from './supersessions'

// A buyer who types the number on an old box gets its current part, first in the results and
// marked with the number he typed.

/** Replaced numbers one search may bring forward; a broad pattern matching more takes the first. */
const MAX_MATCHED_OLD = 20

export interface SearchReplacements {
  /** current parts of the replaced numbers the search matched */
  promotedIds: number[]
  /** for each of them, the matched old numbers */
  matchedOld: Map<number, string[]>
}

const none: SearchReplacements = { promotedIds: [], matchedOld: new Map() }

export async function replacementsFor(db: Db, filter: CatalogueFilter, today: string): Promise<SearchReplacements> {
  if (!filter.search) return none
  const oldNumbers = await replacedNumbersLike(db, likePattern(filter.search).toUpperCase(), today, MAX_MATCHED_OLD)
  if (oldNumbers.length === 0) return none
  const current = await currentPartsOf(db, oldNumbers, today)
  const matchedOld = new Map<number, string[]>()
  for (const [oldNo, part] of current) matchedOld.set(part.id, [...(matchedOld.get(part.id) ?? []), oldNo])
  return { promotedIds: [...matchedOld.keys()].sort((a, b) => a - b), matchedOld }
}

/** The lineage of a page's parts, the old numbers the search matched put first. */
export async function pageLineage(
  db: Db,
  rows: Array<{ id: number; sto_id: string }>,
  found: SearchReplacements,
  today: string,
): Promise<Map<string, Lineage>> {
  const lineage = await lineageOf(
    db,
    rows.map((r) => r.sto_id),
    today,
  )
  for (const row of rows) {
    const matched = found.matchedOld.get(row.id)
    const entry = lineage.get(row.sto_id)
    if (!matched || !entry) continue
    entry.supersedes = [...matched, ...entry.supersedes.filter((n) => !matched.includes(n))]
  }
  return lineage
}
