import { sql } from 'kysely'
import type { Db } from '../db/connect'

// Every instance keeps the synonym list for its searches and forgets it when head office edits a
// term or a 'sinonim' job loads: the change announces itself here, inside its transaction, so the
// notice is only heard once it is committed.
export const SYNONYMS_CHANNEL = 'synonyms_changed'

export async function announceSynonymsChanged(trx: Db): Promise<void> {
  await sql`select pg_notify(${SYNONYMS_CHANNEL}, '')`.execute(trx)
}
