// Which words of a part's name the cards mark (product.md §14.3). The server answers a name search
// with the lowercase catalogue words it read (typed, synonym phrases, corrected typos); a name's
// word is marked when it starts with one of them, as a typed word finds the words it starts
// (§14.1: `filt` finds FILTER). Words are read as the search reads them: letters and digits.

export interface NamePart {
  text: string
  marked: boolean
}

/** A run of letters (with their accents) and digits; whatever lies between is kept as it is. */
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu

/** A name's word as the search compares it: lowercase, accents dropped ('É' is 'e'). */
const keyOf = (token: string) =>
  token
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')

/**
 * The name cut into parts, marked ones holding a single word; joined they give the name back.
 * Without highlight words (no name search) the name is one plain part.
 */
export function highlightName(name: string, words: readonly string[] | undefined): NamePart[] {
  const wanted = (words ?? []).map(keyOf).filter((word) => word !== '')
  if (wanted.length === 0) return [{ text: name, marked: false }]
  const parts: NamePart[] = []
  const push = (text: string, marked: boolean) => {
    const last = parts.at(-1)
    // neighbouring plain text stays one part: fewer nodes in every card
    if (last && !last.marked && !marked) last.text += text
    else if (text !== '') parts.push({ text, marked })
  }
  let at = 0
  for (const match of name.matchAll(TOKEN)) {
    const key = keyOf(match[0])
    push(name.slice(at, match.index), false)
    push(
      match[0],
      wanted.some((word) => key.startsWith(word)),
    )
    at = match.index + match[0].length
  }
  push(name.slice(at), false)
  return parts.length > 0 ? parts : [{ text: name, marked: false }]
}
