import type { ParsedSearch } from '#common/search.ts'
import type { Db } from '../db/connect'
import { edgeDays } from './supersession-queries'

// Which part numbers take part in a replacement, kept per instance. Most searches match none of
// them, and then their statement leaves out the walk to current parts and the lineage, whose
// planning alone costs PostgreSQL more than the rest of a starts-with search. What replaces what
// is still resolved in SQL only (supersession-queries.ts); this only says whether it can matter.

/** What a search's statement must resolve. */
export interface SupersessionReach {
  /** some replaced number the pattern matches may lead to a current part */
  replacements: boolean
  /** some part the search lists may replace, or have been replaced by, another */
  lineage: boolean
}

/** Everything resolved, for a caller that does not know the numbers. */
export const FULL_REACH: SupersessionReach = { replacements: true, lineage: true }

interface Numbers {
  /** old numbers in effect on the day */
  old: string[]
  /** old and new numbers in effect on the day */
  all: string[]
}

function matches(search: ParsedSearch, numbers: string[]): boolean {
  // part numbers are stored uppercase, and the search's term is literal
  const term = search.term.toUpperCase()
  if (search.mode === 'starts') return numbers.some((n) => n.startsWith(term))
  if (search.mode === 'ends') return numbers.some((n) => n.endsWith(term))
  return numbers.some((n) => n.includes(term))
}

export class SupersessionNumbers {
  private edges: Promise<Array<{ old_part_no: string; new_part_no: string; day: string }>> | null = null
  private readonly byDay = new Map<string, Numbers>()

  constructor(private readonly db: Db) {}

  /** What a search must resolve on `day` (a Jakarta day). */
  async reach(search: ParsedSearch | null, nameAlso: boolean, day: string): Promise<SupersessionReach> {
    // a name search or a whole listing may show any part, whatever its number
    if (!search) return { replacements: false, lineage: true }
    const numbers = await this.on(day)
    const replacements = matches(search, numbers.old)
    return { replacements, lineage: nameAlso || replacements || matches(search, numbers.all) }
  }

  /** Forgets the numbers: a feed was loaded (SUPERSESSIONS_CHANNEL), or notices may have been missed. */
  clear(): void {
    this.edges = null
    this.byDay.clear()
  }

  private async on(day: string): Promise<Numbers> {
    const known = this.byDay.get(day)
    if (known) return known
    const pending = this.edges ?? this.read()
    this.edges = pending
    const inEffect = (await pending).filter((e) => e.day <= day)
    const numbers = {
      old: [...new Set(inEffect.map((e) => e.old_part_no))],
      all: [...new Set(inEffect.flatMap((e) => [e.old_part_no, e.new_part_no]))],
    }
    // a clear() while reading leaves nothing behind: the next search reads the numbers again
    if (this.edges === pending) this.byDay.set(day, numbers)
    return numbers
  }

  private read() {
    const reading = edgeDays(this.db)
    // a failed read is not kept: the next search tries again
    reading.catch(() => {
      if (this.edges === reading) this.edges = null
    })
    return reading
  }
}
