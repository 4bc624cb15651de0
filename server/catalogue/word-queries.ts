import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { Corrections } from './name-query'

/** A typed word is read as a nearer word only this similar or more (pg_trgm's similarity). */
export const TYPO_SIMILARITY = 0.25
/** At most this many nearest words stand for one typed word. */
const NEAREST_PER_WORD = 3

/**
 * The nearest words of the catalogue's names (catalogue_words, nearest first off its GiST index)
 * and of the synonym terms (`termWords`) for each typed word that is neither such a word nor the
 * start of one: a word the catalogue knows is no typo.
 */
export async function nearestWords(db: Db, typed: readonly string[], termWords: readonly string[]): Promise<Corrections> {
  if (typed.length === 0) return new Map()
  const { rows } = await sql<{ typed: string; word: string }>`
    select w.typed, c.word
    from unnest(${[...typed]}::text[]) as w(typed)
    cross join lateral (
      select v.word from (
        (select k.word from catalogue_words k order by k.word <-> w.typed limit ${NEAREST_PER_WORD + 2})
        union
        select t from unnest(${[...termWords]}::text[]) as t
      ) v
      where similarity(v.word, w.typed) >= ${TYPO_SIMILARITY}
      order by similarity(v.word, w.typed) desc, v.word
      limit ${NEAREST_PER_WORD}
    ) c
    where not exists (select 1 from catalogue_words k where k.word like w.typed || '%')
    order by w.typed, similarity(c.word, w.typed) desc, c.word`.execute(db)
  const nearest = new Map<string, string[]>()
  for (const row of rows) nearest.set(row.typed, [...(nearest.get(row.typed) ?? []), row.word])
  return nearest
}

/** Which of `words` the catalogue's names carry ('Tanya Part''s models: those the catalogue names). */
export async function namedWords(db: Db, words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set()
  const { rows } = await sql<{ word: string }>`
    select word from catalogue_words where word = any(${[...words]}::text[]) and parts > 0
  `.execute(db)
  return new Set(rows.map((r) => r.word))
}
