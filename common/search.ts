// Part-number search patterns (SPEC §2.6, §5): `123` and `*123*` contain, `*123` ends with,
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

/** A LIKE pattern in which `%`, `_` and `\` typed by the user stay literal (ESCAPE '\'). */
export function likePattern(search: ParsedSearch): string {
  const escaped = search.term.replace(/[\\%_]/g, (c) => `\\${c}`)
  if (search.mode === 'starts') return `${escaped}%`
  if (search.mode === 'ends') return `%${escaped}`
  return `%${escaped}%`
}
