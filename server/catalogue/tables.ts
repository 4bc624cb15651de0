import type { Generated } from 'kysely'
import type { Money, Timestamp } from '../db/types'

// The part master and the replaced numbers, added to Database (server/db/types.ts) by
// declaration merging. The feeds load both (docs/architecture.md, 'SQL in its room, and the exceptions').

export interface ProductsTable {
  id: Generated<number>
  sto_id: string
  name: string
  price: Money
  unit: Generated<string>
  image_url: string | null
  is_active: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
  /** the dealer's part group code, from the catalogue feed (migration 0015) */
  part_group: string | null
}

export type SupersessionKind = 'replace' | 'interchangeable'

export interface PartSupersessionsTable {
  id: Generated<number>
  old_part_no: string
  new_part_no: string
  kind: SupersessionKind
  /** a calendar day 'yyyy-mm-dd'; read it as text (effective_date::text): drivers turn dates into local Dates */
  effective_date: string
  source: string | null
  created_at: Generated<Timestamp>
}

/** Every word of the catalogue's names and how many parts carry it, kept by triggers (migration 0022). */
export interface CatalogueWordsTable {
  word: string
  parts: number
}

declare module '../db/types' {
  interface Database {
    products: ProductsTable
    part_supersessions: PartSupersessionsTable
    catalogue_words: CatalogueWordsTable
  }
}
