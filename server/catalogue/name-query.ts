import { MAX_SEARCH_WORDS, TYPO_MIN_LETTERS, wordsOf } from '#common/name-words.ts'
import type { SynonymIndex } from '../synonyms'

// A name search's words as one full-text query (docs/product.md §14): every concept must be in the
// name, a concept being a typed word (or a synonym term's words) or any of the term's catalogue
// phrases. The query is built from lexemes of letters and digits only, so no text a buyer types
// can reach the tsquery syntax.

/** The search of a name: to_tsquery('simple', tsquery) on part_name_words(name). */
export interface NameSearch {
  tsquery: string
  /** the catalogue words that may have matched, for the cards to highlight */
  highlight: string[]
  /** corrected typos were used (the last tier of 'Relevansi') */
  fuzzy: boolean
}

/** A typed word's nearest words of the catalogue and of the synonym terms, nearest first. */
export type Corrections = ReadonlyMap<string, readonly string[]>

type Alternative = { words: readonly string[]; prefix: boolean }

/** The words of a search as the name search reads them. */
export const searchWords = (text: string): string[] => wordsOf(text).slice(0, MAX_SEARCH_WORDS)

/** Words that may be typos: long enough, with a letter, and not known (the caller asks which are). */
export const typoCandidates = (words: readonly string[]): string[] =>
  [...new Set(words)].filter((w) => w.length >= TYPO_MIN_LETTERS && /[a-z]/.test(w))

/** The words of every synonym term: a typo may be of a term as well as of a catalogue word. */
export const termWords = (synonyms: SynonymIndex): string[] => [
  ...new Set([...synonyms.byTerm.values()].flatMap((entry) => entry.term)),
]

/** Reads the words from the left, taking the longest synonym term found at each place. */
function concepts(words: readonly string[], synonyms: SynonymIndex, corrections: Corrections): Alternative[][] {
  // a corrected word is read as its nearest word, so a typo inside a term still finds the term
  const read = words.map((w) => corrections.get(w)?.[0] ?? w)
  const out: Alternative[][] = []
  let i = 0
  while (i < read.length) {
    let taken = 0
    for (let n = Math.min(synonyms.maxTermWords, read.length - i); n >= 1 && taken === 0; n--) {
      const entry = synonyms.byTerm.get(read.slice(i, i + n).join(' '))
      if (!entry) continue
      out.push([{ words: entry.term, prefix: true }, ...entry.phrases.map((p) => ({ words: p, prefix: false }))])
      taken = n
    }
    if (taken === 0) {
      const nearest = corrections.get(words[i] as string)
      out.push(nearest ? nearest.map((w) => ({ words: [w], prefix: false })) : [{ words: [read[i] as string], prefix: true }])
      taken = 1
    }
    i += taken
  }
  return out
}

const lexeme = (word: string, prefix: boolean) => (prefix ? `${word}:*` : word)

/** The name search of `text`, or null when it holds no word. */
export function nameSearch(text: string, synonyms: SynonymIndex, corrections: Corrections = new Map()): NameSearch | null {
  const words = searchWords(text)
  if (words.length === 0) return null
  const groups = concepts(words, synonyms, corrections)
  const tsquery = groups
    .map((alts) => `(${alts.map((a) => `(${a.words.map((w) => lexeme(w, a.prefix)).join(' & ')})`).join(' | ')})`)
    .join(' & ')
  const highlight = [...new Set(groups.flatMap((alts) => alts.flatMap((a) => a.words)))]
  return { tsquery, highlight, fuzzy: corrections.size > 0 }
}
