import { describe, expect, it } from 'vitest'
import { containsPattern, likePattern, parseSearch } from './search'

describe('parseSearch', () => {
  it('reads the four patterns of the help text', () => {
    expect(parseSearch('123')).toEqual({ term: '123', mode: 'contains' })
    expect(parseSearch('*123*')).toEqual({ term: '123', mode: 'contains' })
    expect(parseSearch('*123')).toEqual({ term: '123', mode: 'ends' })
    expect(parseSearch('123*')).toEqual({ term: '123', mode: 'starts' })
    expect(parseSearch('  1230A* ')).toEqual({ term: '1230A', mode: 'starts' })
  })

  it('needs 3 characters besides the asterisks', () => {
    expect(parseSearch('12')).toBeNull()
    expect(parseSearch('*12*')).toBeNull()
    expect(parseSearch('***')).toBeNull()
    expect(parseSearch('')).toBeNull()
    expect(parseSearch('**ab*')).toBeNull()
  })
})

describe('likePattern', () => {
  it('keeps %, _ and backslash literal', () => {
    expect(likePattern({ term: '10%_a\\b', mode: 'contains' })).toBe('%10\\%\\_a\\\\b%')
    expect(likePattern({ term: 'MZ3', mode: 'starts' })).toBe('MZ3%')
    expect(likePattern({ term: '046', mode: 'ends' })).toBe('%046')
  })
})

describe('containsPattern', () => {
  it('keeps %, _ and \\ typed in a list filter literal', () => {
    expect(containsPattern('DPO/JKT01')).toBe('%DPO/JKT01%')
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
