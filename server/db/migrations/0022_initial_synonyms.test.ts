import { describe, expect, it } from 'vitest'
import { SYNONYM_SEPARATOR, synonymInputSchema } from '#common/synonyms.ts'
import { INITIAL_SYNONYMS } from './0022_initial_synonyms'

// Migration 0022 writes the first list as it stands, around the form's and the feed's checks: every
// entry must be one head office could have typed, already in the form the list keeps it.

describe('the first synonym list', () => {
  it('holds at least 150 terms, none twice', () => {
    const terms = INITIAL_SYNONYMS.map(([term]) => term)
    expect(terms.length).toBeGreaterThanOrEqual(150)
    expect(terms.filter((term, i) => terms.indexOf(term) !== i)).toEqual([])
  })

  it('passes the checks of the form and the feed, kept as written', () => {
    for (const [term, synonyms] of INITIAL_SYNONYMS) {
      const phrases = synonyms.split(SYNONYM_SEPARATOR)
      const parsed = synonymInputSchema.safeParse({ term, synonyms: phrases })
      expect(parsed.error?.issues, term).toBeUndefined()
      expect(parsed.data, term).toEqual({ term, synonyms: phrases })
    }
  })
})
