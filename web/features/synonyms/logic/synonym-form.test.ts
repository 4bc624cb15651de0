import { describe, expect, it } from 'vitest'
import { SYNONYM_MESSAGES } from '#common/synonyms.ts'
import { synonym } from '../test-fixtures'
import { draftOf, keptPhrases, phrasesInput, sameAsKept, synonymBody, synonymErrors } from './synonym-form'

// The form says what the server would (common/synonyms.ts's rules) and sends the term and phrases
// as they are kept.
describe('the synonym form', () => {
  const kampas = synonym(1, 'kampas rem', ['BRAKE PAD', 'PAD SET'])

  it("says each field's rule", () => {
    expect(synonymErrors({ term: '', synonyms: '' })).toEqual({
      term: SYNONYM_MESSAGES.term,
      synonyms: SYNONYM_MESSAGES.synonyms,
    })
    expect(synonymErrors({ term: 'a b c d e', synonyms: 'A; B; C; D; E; F; G; H; I; J; K' })).toEqual({
      term: SYNONYM_MESSAGES.term,
      synonyms: SYNONYM_MESSAGES.synonyms,
    })
    expect(synonymErrors({ term: '-', synonyms: 'BRAKE PAD; --' }).synonyms).toBe(SYNONYM_MESSAGES.synonyms)
    expect(synonymErrors({ term: 'kampas rem', synonyms: 'BRAKE PAD;' })).toEqual({})
  })

  it('sends the term lowercase and each phrase uppercase, once, the empty pieces left out', () => {
    expect(synonymBody({ term: ' Kampas  Rem ', synonyms: 'brake pad;; pad-set ; Brake Pad;' })).toEqual({
      term: 'kampas rem',
      synonyms: ['BRAKE PAD', 'PAD SET'],
    })
    expect(synonymBody({ term: 'kampas rem', synonyms: '' })).toBeNull()
    expect(keptPhrases('brake pad; ; Brake Pad; -')).toEqual(['BRAKE PAD'])
  })

  it("reads a line break as ';'", () => {
    expect(phrasesInput('BRAKE PAD\nPAD SET\r\nSHOE')).toBe('BRAKE PAD; PAD SET; SHOE')
  })

  it('knows a draft that means what the term holds', () => {
    expect(draftOf(kampas)).toEqual({ term: 'kampas rem', synonyms: 'BRAKE PAD; PAD SET' })
    expect(sameAsKept(kampas, { term: 'Kampas Rem', synonyms: 'brake pad; pad set' })).toBe(true)
    expect(sameAsKept(kampas, { term: 'kampas rem', synonyms: 'PAD SET; BRAKE PAD' })).toBe(false)
    expect(sameAsKept(kampas, { term: '', synonyms: 'BRAKE PAD; PAD SET' })).toBe(false)
  })
})
