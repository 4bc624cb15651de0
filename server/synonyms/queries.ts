import { sql } from 'kysely'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'
import type { SynonymEntry, SynonymIndex } from './synonym-index'

// The synonym table's statements.

/** The whole list, as the searches use it: each term's words and its phrases' lowercase words. */
export async function readSynonymIndex(db: Db): Promise<SynonymIndex> {
  const rows = await db.selectFrom('search_synonyms').select(['term', 'synonyms']).execute()
  const byTerm = new Map<string, SynonymEntry>()
  let maxTermWords = 0
  for (const row of rows) {
    const term = row.term.split(' ')
    maxTermWords = Math.max(maxTermWords, term.length)
    byTerm.set(row.term, { term, phrases: row.synonyms.map((p) => p.toLowerCase().split(' ')) })
  }
  return { byTerm, maxTermWords }
}

// ---- head office's list (/api/admin/synonyms) -----------------------------------------------------

/** A term as the list shows it: who changed it last by name ('Budi Santoso', else the username). */
function selectSynonyms(db: Db) {
  return db
    .selectFrom('search_synonyms as s')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select([
      's.id',
      's.term',
      's.synonyms',
      's.updated_at',
      sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`.as('updated_by'),
    ])
}

export type SynonymRow = Awaited<ReturnType<ReturnType<typeof selectSynonyms>['execute']>>[number]

/** The terms (lowercase) or phrases (uppercase) holding the text, literally, without case. */
function matching(text: string) {
  const term = containsPattern(text.toLowerCase())
  const phrase = containsPattern(text.toUpperCase())
  return sql<boolean>`(s.term like ${term} escape '\\'
    or exists (select 1 from unnest(s.synonyms) p where p like ${phrase} escape '\\'))`
}

/** A page of the list in alphabetical order of term, and how many terms the filter holds. */
export async function listSynonyms(db: Db, filter: { text?: string; offset: number; limit: number }) {
  const where = filter.text ? matching(filter.text) : sql<boolean>`true`
  const [rows, counted] = await Promise.all([
    // word by word, the same on every server whatever its locale ('aki zuur' before 'akiz')
    selectSynonyms(db).where(where).orderBy(sql`s.term collate "C"`).limit(filter.limit).offset(filter.offset).execute(),
    db.selectFrom('search_synonyms as s').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow(),
  ])
  return { rows, total: counted.n }
}

export async function findSynonym(db: Db, id: number): Promise<SynonymRow | undefined> {
  return selectSynonyms(db).where('s.id', '=', id).executeTakeFirst()
}

/** The row to change or delete, locked: two head-office users take turns. */
export async function lockSynonym(trx: Db, id: number) {
  return trx.selectFrom('search_synonyms').select(['id', 'term', 'synonyms']).where('id', '=', id).forUpdate().executeTakeFirst()
}

export interface SynonymWrite {
  term: string
  synonyms: string[]
  updated_by: number
  updated_at: Date
}

/** A new term; undefined when the term is in the list already. */
export async function insertSynonym(trx: Db, values: SynonymWrite): Promise<number | undefined> {
  const row = await trx
    .insertInto('search_synonyms')
    .values(values)
    .onConflict((oc) => oc.column('term').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function updateSynonym(trx: Db, id: number, values: SynonymWrite): Promise<void> {
  await trx.updateTable('search_synonyms').set(values).where('id', '=', id).execute()
}

/** Whether another row than `id` has the term (a rename onto it is refused). */
export async function termTakenByOther(trx: Db, term: string, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('search_synonyms')
    .select('id')
    .where('term', '=', term)
    .where('id', '<>', id)
    .executeTakeFirst()
  return row !== undefined
}

export async function deleteSynonym(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('search_synonyms').where('id', '=', id).execute()
}
