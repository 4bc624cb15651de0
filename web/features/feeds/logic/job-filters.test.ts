import { describe, expect, it } from 'vitest'
import { DAY_RANGE_TEXT } from '#common/day-range.ts'
import { hasJobFilters, isRunning, jobParams, NO_JOB_FILTERS } from './job-filters'

describe('job filters', () => {
  it('send only what is set', () => {
    expect(jobParams(NO_JOB_FILTERS)).toEqual({ ok: true, params: {} })
    expect(jobParams({ kind: 'stock', state: 'gagal', from: '2026-11-01', to: '2026-11-25' })).toEqual({
      ok: true,
      params: { kind: 'stock', state: 'gagal', from: '2026-11-01', to: '2026-11-25' },
    })
    expect(hasJobFilters(NO_JOB_FILTERS)).toBe(false)
    expect(hasJobFilters({ ...NO_JOB_FILTERS, state: 'selesai' })).toBe(true)
  })

  it('say in words why dates cannot be asked for', () => {
    expect(jobParams({ ...NO_JOB_FILTERS, from: '2026-02-30' })).toEqual({ ok: false, problem: DAY_RANGE_TEXT.invalid })
    expect(jobParams({ ...NO_JOB_FILTERS, from: '2026-11-26', to: '2026-11-25' })).toEqual({
      ok: false,
      problem: DAY_RANGE_TEXT.fromAfterTo,
    })
  })

  it('know a job that has not ended', () => {
    expect(['antrian', 'berjalan', 'selesai', 'gagal'].map((state) => isRunning({ state: state as 'antrian' }))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
