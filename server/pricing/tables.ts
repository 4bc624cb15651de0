import type { Generated } from 'kysely'
import type { BigId, Money, Timestamp } from '../db/types'

// The price tables (migration 0015), added to Database (server/db/types.ts) by declaration
// merging. The 'harga' feed loads the agreements (server/feeds).

/** One agreement of a 'harga' file (migration 0015): a net price or a discount, never both. */
export interface PriceAgreementsTable {
  id: Generated<BigId>
  scope: 'toko' | 'grup'
  store_id: number | null
  price_group: string | null
  product_id: number | null
  part_group: string | null
  discount_bp: number | null
  net_price: Money | null
  /** Jakarta days; read as text (valid_from::text) */
  valid_from: string | null
  valid_to: string | null
  job_id: number | null
  updated_at: Timestamp
}

/** PPN from an effective day on (migration 0015). */
export interface TaxSettingsTable {
  id: Generated<number>
  effective_from: string
  ppn_rate_bp: number
  dpp_numerator: number
  dpp_denominator: number
  created_by: number | null
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    price_agreements: PriceAgreementsTable
    tax_settings: TaxSettingsTable
  }
}
