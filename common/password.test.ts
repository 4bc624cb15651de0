import { describe, expect, it } from 'vitest'
import { isAcceptablePassword, PASSWORD_LENGTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from './password'

describe('the one password rule (docs/product.md §5.1)', () => {
  it('allows 6 to 64 characters, so 40 too, and says one sentence otherwise', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 64])
    expect(PASSWORD_LENGTH_TEXT).toBe('Panjang password 6–64 karakter.')
    expect(isAcceptablePassword('12345')).toBe(false)
    expect(isAcceptablePassword('123456')).toBe(true)
    expect(isAcceptablePassword('x'.repeat(40))).toBe(true)
    expect(isAcceptablePassword('x'.repeat(64))).toBe(true)
    expect(isAcceptablePassword('x'.repeat(65))).toBe(false)
    expect(isAcceptablePassword('rahasia\n1')).toBe(false)
  })
})
