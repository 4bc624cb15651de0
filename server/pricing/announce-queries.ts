import { sql } from 'kysely'
import type { Db } from '../db/connect'

// Every instance keeps the agreements in effect per store (docs/product.md §10.10) and drops them
// when a 'harga' job loads, a store changes its price group, or the catalogue's part groups
// change: the change announces itself here, inside its transaction, so the notice is only heard
// once it is committed.
export const PRICES_CHANNEL = 'prices_changed'

export async function announcePricesChanged(trx: Db): Promise<void> {
  await sql`select pg_notify(${PRICES_CHANNEL}, '')`.execute(trx)
}
