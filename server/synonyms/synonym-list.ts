import type { Db } from '../db/connect'
import { readSynonymIndex } from './queries'
import type { SynonymIndex } from './synonym-index'

// Every instance keeps the whole synonym list once read (a few hundred terms), so a search reads
// no statement for it; an announced change (announce-queries.ts) forgets it. A read begun before a
// forget is not kept.

export class SynonymList {
  private kept: Promise<SynonymIndex> | null = null
  private generation = 0

  constructor(private readonly db: Db) {}

  async current(): Promise<SynonymIndex> {
    if (this.kept) return this.kept
    const generation = this.generation
    const read = readSynonymIndex(this.db)
    this.kept = read
    try {
      return await read
    } catch (err) {
      if (this.kept === read) this.kept = null
      throw err
    } finally {
      if (generation !== this.generation && this.kept === read) this.kept = null
    }
  }

  /** Forget the list: the next search reads it again. */
  readonly forget = (): void => {
    this.generation++
    this.kept = null
  }
}
