import { describe, expect, it } from 'vitest'
import type { ImportValidateResponse } from '#common/imports.ts'
import { canImport, summaryNumbers } from './summary'

const summary = (over: Partial<ImportValidateResponse['summary']> = {}): ImportValidateResponse['summary'] => ({
  file: 'pesanan.xlsx',
  unique_used: 3,
  total_rows: 9,
  count: { used: 3, aggregated: 2, ignored: 0, invalid: 3, unknown: 1 },
  warnings: [],
  ...over,
})

describe('summaryNumbers', () => {
  it('counts unique parts out of 50 for the progress bar', () => {
    const n = summaryNumbers(summary())
    expect(n.uniqueText).toBe('3 / 50')
    expect(n.percent).toBe(6)
    expect(n.totalRows).toBe(9)
  })

  it('lists the spec counters in order, with the spec words', () => {
    expect(summaryNumbers(summary()).counters.map((c) => [c.label, c.value])).toEqual([
      ['Dipakai', 3],
      ['Digabung (duplikat)', 2],
      ['Tidak dikenali', 1],
      ['Tidak valid', 3],
    ])
  })

  it('adds the over-limit counter only when rows went over 50', () => {
    const n = summaryNumbers(summary({ unique_used: 50, count: { used: 50, aggregated: 0, ignored: 4, invalid: 0, unknown: 0 } }))
    expect(n.percent).toBe(100)
    expect(n.counters.at(-1)).toMatchObject({ label: 'Melewati batas 50', value: 4 })
  })

  it('words warnings as Peringatan {part}: {warning}', () => {
    const n = summaryNumbers(
      summary({ warnings: [{ part_no_norm: '1230A046', warning: 'qty digabung 1200 melebihi 999, dipakai 999' }] }),
    )
    expect(n.warnings).toEqual(['Peringatan 1230A046: qty digabung 1200 melebihi 999, dipakai 999'])
  })
})

describe('canImport', () => {
  it('needs a token and at least one recognised part', () => {
    expect(canImport(null)).toBe(false)
    expect(canImport({ validation_token: 'abcdefghijkl', summary: summary() })).toBe(true)
    expect(canImport({ validation_token: null, summary: summary() })).toBe(false)
    expect(canImport({ validation_token: 'abcdefghijkl', summary: summary({ unique_used: 0 }) })).toBe(false)
  })
})
