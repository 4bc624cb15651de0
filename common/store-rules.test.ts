import { describe, expect, it } from 'vitest'
import { checkNpwp, checkPriceGroup, formatNpwp, priceGroupInput, STORE_PRICE_TEXT } from './store-rules'

const value = <T>(c: { ok: true; value: T } | { ok: false; message: string }) => (c.ok ? c.value : c.message)

describe('the price group', () => {
  it('is optional: empty, spaces, null and undefined are no group', () => {
    for (const raw of ['', '   ', null, undefined]) expect(value(checkPriceGroup(raw))).toBeNull()
  })

  it('is stored uppercased without spaces, 1 to 20 of A-Z 0-9 _ -', () => {
    expect(value(checkPriceGroup(' bengkel-a '))).toBe('BENGKEL-A')
    expect(value(checkPriceGroup('grup a_1'))).toBe('GRUPA_1')
    expect(value(checkPriceGroup('x'))).toBe('X')
    expect(value(checkPriceGroup('A'.repeat(20)))).toBe('A'.repeat(20))
    expect(priceGroupInput('bengkel a')).toBe('BENGKELA')
  })

  it('refuses other characters and more than 20 with its sentence', () => {
    for (const raw of ['A'.repeat(21), 'GRUP.A', 'GRUP/A', 'ÄBC', 'A<B>', 'A\u0000B']) {
      expect(value(checkPriceGroup(raw)), raw).toBe(STORE_PRICE_TEXT.priceGroup)
    }
  })
})

describe('the NPWP', () => {
  it('is optional: empty, spaces, null and undefined are none', () => {
    for (const raw of ['', '  ', null, undefined]) expect(value(checkNpwp(raw))).toBeNull()
  })

  it('keeps the digits of its written forms: 15 digits, or 16 (a NIK)', () => {
    expect(value(checkNpwp('01.234.567.8-901.000'))).toBe('012345678901000')
    expect(value(checkNpwp(' 012345678901000 '))).toBe('012345678901000')
    expect(value(checkNpwp('3171-0123-4567-8901'))).toBe('3171012345678901')
    expect(value(checkNpwp('3171012345678901'))).toBe('3171012345678901')
  })

  it("refuses another count of digits or any other character with 'NPWP harus 15 atau 16 angka.'", () => {
    for (const raw of [
      '01.234.567.8-901.00',
      '12345678901234',
      '12345678901234567',
      '01 234 567 8 901 000',
      '01.234.567.8/901.000',
      'NPWP012345678901000',
      '０12345678901000',
      `${'.'.repeat(20)}012345678901000`,
      '-',
    ]) {
      expect(value(checkNpwp(raw)), raw).toBe(STORE_PRICE_TEXT.npwp)
    }
    expect(STORE_PRICE_TEXT.npwp).toBe('NPWP harus 15 atau 16 angka.')
  })

  it('reads 15 digits back in the written form, and 16 as they are', () => {
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000')
    expect(formatNpwp('3171012345678901')).toBe('3171012345678901')
  })
})
