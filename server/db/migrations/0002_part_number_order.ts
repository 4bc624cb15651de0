import { type Kysely, sql } from 'kysely'

// Part numbers are upper-case ASCII, compared byte by byte. In the "C" collation one b-tree (the
// unique one) both orders the catalogue by part number and serves starts-with searches, so a
// search like '1230A*' reads its first page of 36 parts in index order instead of sorting every
// match; the text_pattern_ops index that only served starts-with is no longer needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products alter column sto_id type text collate "C"`.execute(db)
  await sql`drop index if exists products_sto_id_pattern`.execute(db)
  // a changed column type loses its statistics; without them the planner guesses badly
  await sql`analyze products`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_sto_id_pattern on products (sto_id text_pattern_ops)`.execute(db)
  await sql`alter table products alter column sto_id type text collate "default"`.execute(db)
}
