import { describe, expect, it } from 'vitest'
import { parseBigId, parseId } from './ids'

const status = (fn: () => unknown) => {
  try {
    fn()
    return 'ok'
  } catch (error) {
    return (error as { status: number }).status
  }
}

describe('path ids', () => {
  it('read plain positive integers', () => {
    expect(parseId('42', 'x')).toBe(42)
    expect(parseId('2147483647', 'x')).toBe(2_147_483_647)
    expect(parseBigId('9007199254740991', 'x')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('answer 404 for anything else, as for an id of another branch', () => {
    for (const raw of ['0', '-1', '01', '1e3', '1.5', ' 1', '1 ', '0x10', '', '2147483648', '99999999999999999', 'abc', '１']) {
      expect(status(() => parseId(raw, 'Tidak ada'))).toBe(404)
    }
    expect(status(() => parseBigId('9007199254740992', 'x'))).toBe(404)
  })
})
