// Part-number search patterns (product.md §2.6, §5.2): `123` and `*123*` contain, `*123` ends with,
// `123*` starts with. Fewer than 3 characters, asterisks not counted, searches nothing.
export const SEARCH_MIN_CHARS = 3
export const SEARCH_MAX_CHARS = 60

export type SearchMode = 'contains' | 'starts' | 'ends'

export interface ParsedSearch {
  term: string
  mode: SearchMode
}

export function parseSearch(raw: string): ParsedSearch | null {
  const text = raw.trim().slice(0, SEARCH_MAX_CHARS)
  const leading = text.startsWith('*')
  const trailing = text.length > 1 && text.endsWith('*')
  const term = text.replace(/^\*+/, '').replace(/\*+$/, '').trim()
  if (term.length < SEARCH_MIN_CHARS) return null
  const mode: SearchMode = leading && !trailing ? 'ends' : trailing && !leading ? 'starts' : 'contains'
  return { term, mode }
}

/** Text typed by a user made literal inside a LIKE pattern: `%`, `_` and `\` escaped (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** A LIKE pattern matching any value that contains `text` literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}

/** The LIKE pattern of a part-number search, its term literal. */
export function likePattern(search: ParsedSearch): string {
  const escaped = escapeLike(search.term)
  if (search.mode === 'starts') return `${escaped}%`
  if (search.mode === 'ends') return `%${escaped}`
  return `%${escaped}%`
}

/** A list's global search applies only with no text or at least this many characters (product.md §5.2). */
export const LIST_SEARCH_MIN = 2
