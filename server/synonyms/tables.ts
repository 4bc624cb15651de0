import type { Generated } from 'kysely'
import type { Timestamp } from '../db/types'

// The synonym table (migration 0022), added to Database (server/db/types.ts) by declaration merging.

/** A workshop's term (lowercase words) and the catalogue's phrases it means (uppercase words). */
export interface SearchSynonymsTable {
  id: Generated<number>
  term: string
  synonyms: string[]
  updated_at: Timestamp
  updated_by: number | null
}

declare module '../db/types' {
  interface Database {
    search_synonyms: SearchSynonymsTable
  }
}
