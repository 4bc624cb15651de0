import { describe, expect, it } from 'vitest'
import { STORE_ACTIONS, USER_ACTIONS } from '#common/onboarding.ts'
import {
  clampPage,
  isErrorRow,
  PAGE_SIZE,
  pageCount,
  pageOf,
  pricingText,
  STORE_ACTION_VIEW,
  USER_ACTION_VIEW,
  visibleRows,
} from './rows'

const rows = Array.from({ length: 20_000 }, (_, i) => ({ no: i + 2, ok: i % 7 !== 0 }))

describe('error rows', () => {
  it('are the rows the server refused, over the whole file, in file order', () => {
    const errors = visibleRows(rows, true)
    expect(errors).toHaveLength(2858)
    expect(errors.every(isErrorRow)).toBe(true)
    expect(errors.slice(0, 3).map((r) => r.no)).toEqual([2, 9, 16])
  })

  it('are not filtered unless asked', () => {
    expect(visibleRows(rows, false)).toBe(rows)
  })
})

describe('pages', () => {
  it('show 100 rows each, the last one the rest', () => {
    expect(PAGE_SIZE).toBe(100)
    expect(pageCount(20_000)).toBe(200)
    expect(pageCount(20_001)).toBe(201)
    expect(pageCount(0)).toBe(1)
    expect(pageOf(rows, 1).map((r) => r.no)[0]).toBe(2)
    expect(pageOf(rows, 200)).toHaveLength(100)
    expect(pageOf(rows, 200).at(-1)?.no).toBe(20_001)
    expect(pageOf(rows.slice(0, 250), 3)).toHaveLength(50)
  })

  it('stay inside the rows there are', () => {
    expect(clampPage(9, 150)).toBe(2)
    expect(clampPage(0, 150)).toBe(1)
    expect(clampPage(Number.NaN, 150)).toBe(1)
    expect(pageOf(rows.slice(0, 150), 9).map((r) => r.no)[0]).toBe(102)
  })
})

describe('action words', () => {
  it('name every action of the contract', () => {
    for (const action of STORE_ACTIONS) expect(STORE_ACTION_VIEW[action].label).toMatch(/^Toko /)
    for (const action of USER_ACTIONS) expect(USER_ACTION_VIEW[action].label).toMatch(/^User /)
  })
})

describe('a row’s price fields and address', () => {
  it('say the group, the NPWP and the address as written, whichever the row gives', () => {
    expect(pricingText({ price_group: 'BENGKEL-A', npwp: '012345678901000', address: '' })).toBe(
      'Grup Harga BENGKEL-A · NPWP 01.234.567.8-901.000',
    )
    expect(pricingText({ price_group: '', npwp: '3171012345678901', address: '' })).toBe('NPWP 3171012345678901')
    expect(pricingText({ price_group: 'GRUP.A', npwp: '', address: '' })).toBe('Grup Harga GRUP.A')
    expect(pricingText({ price_group: 'BENGKEL-A', npwp: '', address: 'Jl. Raya Bogor 12' })).toBe(
      'Grup Harga BENGKEL-A · Alamat Jl. Raya Bogor 12',
    )
    expect(pricingText({ price_group: '', npwp: '', address: 'Jl. <Raya>' })).toBe('Alamat Jl. <Raya>')
    expect(pricingText({ price_group: '', npwp: '', address: '' })).toBe('')
  })
})
