import { describe, expect, it } from 'vitest'
import { NO_SYNONYMS, type SynonymIndex } from '../synonyms'
import { nameSearch, searchWords, typoCandidates } from './name-query'

const synonyms: SynonymIndex = {
  byTerm: new Map([
    [
      'kampas rem',
      {
        term: ['kampas', 'rem'],
        phrases: [
          ['brake', 'pad'],
          ['brake', 'shoe'],
        ],
      },
    ],
    ['depan', { term: ['depan'], phrases: [['fr']] }],
    ['kampas', { term: ['kampas'], phrases: [['lining']] }],
  ]),
  maxTermWords: 2,
}

describe('nameSearch', () => {
  it('asks every typed word by its start', () => {
    expect(nameSearch('Oil  filter', NO_SYNONYMS)?.tsquery).toBe('((oil:*)) & ((filter:*))')
  })

  it('takes the longest term from the left, its phrases exact', () => {
    expect(nameSearch('kampas rem depan', synonyms)?.tsquery).toBe(
      '((kampas:* & rem:*) | (brake & pad) | (brake & shoe)) & ((depan:*) | (fr))',
    )
    expect(nameSearch('kampas kopling', synonyms)?.tsquery).toBe('((kampas:*) | (lining)) & ((kopling:*))')
  })

  it('reads a corrected word as its nearest words, and finds the term it belongs to', () => {
    const corrections = new Map([
      ['kampass', ['kampas']],
      ['fliter', ['filter', 'fitter']],
    ])
    expect(nameSearch('kampass rem', synonyms, corrections)).toMatchObject({
      tsquery: '((kampas:* & rem:*) | (brake & pad) | (brake & shoe))',
      fuzzy: true,
    })
    expect(nameSearch('fliter', synonyms, corrections)?.tsquery).toBe('((filter) | (fitter))')
  })

  it('keeps only letters and digits: no text reaches the query syntax', () => {
    expect(nameSearch("filter' & !oil:* | (", NO_SYNONYMS)?.tsquery).toBe('((filter:*)) & ((oil:*))')
    expect(nameSearch('& | ! :', NO_SYNONYMS)).toBeNull()
  })

  it('reads at most 8 words, and lists the words to highlight once', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(nameSearch('depan depan', synonyms)?.highlight).toEqual(['depan', 'fr'])
  })
})

describe('typoCandidates', () => {
  it('keeps distinct words of 4 characters or more holding a letter', () => {
    expect(typoCandidates(['oli', 'fliter', '12345', 'fliter', 'l300'])).toEqual(['fliter', 'l300'])
  })
})
