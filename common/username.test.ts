import { describe, expect, it } from 'vitest'
import { isValidUsername, normaliseUsername } from './username'

describe('normaliseUsername (product.md §5.1)', () => {
  it('trims, drops whitespace and control characters, lowercases and keeps a-z 0-9 . _ -', () => {
    expect(normaliseUsername('  Demo.User  ')).toBe('demo.user')
    expect(normaliseUsername('de mo\tuser\n')).toBe('demouser')
    expect(normaliseUsername('demo\u0000\u0007.user')).toBe('demo.user')
    expect(normaliseUsername('BENGKEL_Jaya-01')).toBe('bengkel_jaya-01')
    expect(normaliseUsername('budi@mail!#')).toBe('budimail')
    expect(normaliseUsername('çelik')).toBe('elik')
  })

  it('accepts 3 to 20 characters after normalising', () => {
    expect(isValidUsername(normaliseUsername(' ab '))).toBe(false)
    expect(isValidUsername('abc')).toBe(true)
    expect(isValidUsername('a'.repeat(20))).toBe(true)
    expect(isValidUsername('a'.repeat(21))).toBe(false)
  })
})
