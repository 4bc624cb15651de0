import { sql } from 'kysely'
import { wordsOf } from '../common/name-words'
import type { Db } from '../server/db/connect'
import { readSynonymIndex } from '../server/synonyms/queries'

// Two- and three-word name searches as workshops type them, from the catalogue's own names: words
// of a part's name in another order, a synonym term in place of the catalogue's words where the
// list has one (BRAKE PAD is 'kampas rem', FR 'depan'), and a typo (two letters swapped) in every
// third term. Seeded, so two runs ask the same terms.

function seeded(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

/** Two inner letters of the longest word of 5 letters or more swapped ('filter' → 'fliter'). */
function withTypo(words: string[], random: () => number): string[] {
  const longest = words.reduce((best, w, i) => (/^[a-z]{5,}$/.test(w) && w.length > (words[best]?.length ?? 0) ? i : best), -1)
  if (longest < 0) return words
  const w = words[longest] as string
  const at = 1 + Math.floor(random() * (w.length - 3))
  const swapped = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)
  return words.map((x, i) => (i === longest ? swapped : x))
}

export async function nameTerms(db: Db, count: number): Promise<string[]> {
  const random = seeded(42)
  const { rows } = await sql<{ name: string }>`select name from products tablesample system (5) limit ${count}`.execute(db)
  const synonyms = await readSynonymIndex(db)
  // the catalogue's phrase ('brake pad') → a term that means it ('kampas rem')
  const termOf = new Map<string, string>()
  for (const [term, entry] of synonyms.byTerm) for (const p of entry.phrases) termOf.set(p.join(' '), term)
  const terms: string[] = []
  for (const [i, row] of rows.entries()) {
    const words = wordsOf(row.name).filter((w) => /[a-z]/.test(w) && w.length >= 2)
    if (words.length < 2) continue
    const size = Math.min(words.length, 2 + Math.floor(random() * 2))
    let picked = words.slice(0, size)
    const pair = picked.slice(0, 2).join(' ')
    if (termOf.has(pair)) picked = [...(termOf.get(pair) as string).split(' '), ...picked.slice(2)]
    picked = picked.map((w) => (random() < 0.5 ? (termOf.get(w) ?? w) : w))
    if (random() < 0.5) picked.reverse()
    if (i % 3 === 2) picked = withTypo(picked, random)
    terms.push(picked.join(' '))
  }
  return terms
}
