// The words of a name search and of a synonym (docs/product.md §14). A name's words are read the
// way the database reads a part's name (migration 0022's part_name_words): letters and digits,
// anything else a space, compared without case.

/** A word of a search or a synonym: letters and digits only. */
export const WORD = /^[a-z0-9]+$/

/** At most this many words of a search are read; more narrow nothing a parts counter would use. */
export const MAX_SEARCH_WORDS = 8

/** The lowercase words of a text, in order: '10W-30' is '10w' and '30'. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
}

/** A typed word this long or longer may be matched by similarity when nothing matches exactly. */
export const TYPO_MIN_LETTERS = 4
