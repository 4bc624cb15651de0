import { describe, expect, it } from 'vitest'
import { DAY_RANGE_TEXT, dayRangeProblem } from './day-range'

describe('dayRangeProblem', () => {
  it('takes a missing bound as no bound', () => {
    expect(dayRangeProblem(undefined, undefined)).toBeNull()
    expect(dayRangeProblem('2026-11-01', undefined)).toBeNull()
    expect(dayRangeProblem(undefined, '2026-11-30')).toBeNull()
    expect(dayRangeProblem('2026-11-30', '2026-11-30')).toBeNull()
  })

  it('refuses a day that does not exist, then a Dari after Sampai', () => {
    expect(dayRangeProblem('2026-02-30', undefined)).toBe(DAY_RANGE_TEXT.invalid)
    expect(dayRangeProblem('', undefined)).toBe(DAY_RANGE_TEXT.invalid)
    expect(dayRangeProblem(undefined, '30/11/2026')).toBe(DAY_RANGE_TEXT.invalid)
    expect(dayRangeProblem('2026-12-01', '2026-11-30')).toBe('Tanggal "Dari" tidak boleh setelah "Sampai".')
  })
})
