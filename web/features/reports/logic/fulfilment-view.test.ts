import { describe, expect, it } from 'vitest'
import {
  ageBandCounts,
  averageDays,
  averageDaysText,
  discrepancyBreakdown,
  discrepancyTotal,
  oneDecimal,
  ratePercent,
} from './fulfilment-view'

describe('the figures after the export, as written', () => {
  it('writes one decimal with a comma, and groups thousands with dots', () => {
    expect(oneDecimal(3.456)).toBe('3,5')
    expect(oneDecimal(3)).toBe('3,0')
    expect(oneDecimal(0.04)).toBe('0,0')
    expect(oneDecimal(1234.25)).toBe('1.234,3')
    expect(oneDecimal(99.95)).toBe('100,0')
  })

  it('writes a rate as a percent with one decimal, and a dash when there is none', () => {
    expect(ratePercent(0.875)).toBe('87,5%')
    expect(ratePercent(0.8754)).toBe('87,5%')
    expect(ratePercent(1)).toBe('100,0%')
    expect(ratePercent(0)).toBe('0,0%')
    // 0.0055 × 1000 is 5.4999… in binary: still a half, rounded up
    expect(ratePercent(0.0055)).toBe('0,6%')
    expect(ratePercent(0.5005)).toBe('50,1%')
    expect(ratePercent(null)).toBe('-')
  })

  it('writes the mean days with and without their unit', () => {
    expect(averageDays(4.5)).toBe('4,5')
    expect(averageDaysText(4.5)).toBe('4,5 hari')
    expect(averageDays(null)).toBe('-')
    expect(averageDaysText(null)).toBe('-')
  })

  it('adds the three kinds of discrepancy, and names each', () => {
    const figures = { discrepancies: { kurang: 1200, rusak: 2, salah_part: 0 } }
    expect(discrepancyTotal(figures)).toBe(1202)
    expect(discrepancyBreakdown(figures)).toBe('Kurang 1.200 · Rusak 2 · Salah part 0')
  })

  it('lists the four age bands youngest first, each with its share of the open lines', () => {
    expect(ageBandCounts({ d0_7: 3, d8_30: 1, d31_60: 0, d61: 4 })).toEqual([
      { key: 'd0_7', label: '0–7 hari', count: 3, share: 3 / 8 },
      { key: 'd8_30', label: '8–30 hari', count: 1, share: 1 / 8 },
      { key: 'd31_60', label: '31–60 hari', count: 0, share: 0 },
      { key: 'd61', label: '> 60 hari', count: 4, share: 4 / 8 },
    ])
    expect(ageBandCounts({ d0_7: 0, d8_30: 0, d31_60: 0, d61: 0 }).map((band) => band.share)).toEqual([0, 0, 0, 0])
  })
})
