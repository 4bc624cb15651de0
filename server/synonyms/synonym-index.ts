// The synonym list as a name search reads it (docs/product.md §14.2).

/** A term's words and the phrases it means, each phrase its lowercase words. */
export interface SynonymEntry {
  term: readonly string[]
  phrases: readonly (readonly string[])[]
}

/** The list by term ('kampas rem'), and the longest term's number of words. */
export interface SynonymIndex {
  byTerm: ReadonlyMap<string, SynonymEntry>
  maxTermWords: number
}

export const NO_SYNONYMS: SynonymIndex = { byTerm: new Map(), maxTermWords: 0 }
