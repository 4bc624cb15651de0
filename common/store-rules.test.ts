import { describe, expect, it } from 'vitest'
import {
  checkNpwp,
  checkPriceGroup,
  checkStoreAddress,
  formatNpwp,
  priceGroupInput,
  STORE_ADDRESS_MAX,
  STORE_PRICE_TEXT,
} from './store-rules'

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

describe("the store's address", () => {
  it('is optional: empty, spaces, null and undefined are none', () => {
    for (const raw of ['', '   ', null, undefined]) expect(value(checkStoreAddress(raw))).toBeNull()
  })

  it('is kept trimmed, as written, up to 100 characters', () => {
    expect(value(checkStoreAddress('  Jl. Raya Bogor No. 12, Jakarta Timur  '))).toBe('Jl. Raya Bogor No. 12, Jakarta Timur')
    // signs a user's address refuses are part of a street address here
    const written = 'Ruko Blok C-3 No. 5; RT 001/RW 02 "Pasar Lama" @Cakung, Jakarta 13910'
    expect(value(checkStoreAddress(written))).toBe(written)
    expect(value(checkStoreAddress('x'))).toBe('x')
    expect(value(checkStoreAddress('A'.repeat(STORE_ADDRESS_MAX)))).toBe('A'.repeat(100))
    expect(value(checkStoreAddress(` ${'é'.repeat(100)} `))).toBe('é'.repeat(100))
  })

  it("refuses more than 100 characters, < or >, and control characters with 'Alamat maks 100 karakter, tanpa < atau >.'", () => {
    for (const raw of [
      'A'.repeat(101),
      'Jl. <script>',
      'Jl. Raya > 5',
      'Jl. Raya\nNo. 5',
      'Jl.\tRaya',
      'Jl. Raya\u0000',
      'Jl. Raya\u0085No. 5',
      'Jl. \ud800Raya',
    ]) {
      expect(value(checkStoreAddress(raw)), JSON.stringify(raw)).toBe(STORE_PRICE_TEXT.address)
    }
    expect(STORE_PRICE_TEXT.address).toBe('Alamat maks 100 karakter, tanpa < atau >.')
  })
})
