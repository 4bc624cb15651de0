import { describe, expect, it } from 'vitest'
import { parseReportDate } from './report-date'

describe('parseReportDate', () => {
  it('reads the day first, as Indonesians write it', () => {
    expect(parseReportDate('25/11/2026')).toBe('2026-11-25')
    expect(parseReportDate('5/8/2026')).toBe('2026-08-05')
    expect(parseReportDate(' 05-08-2026 ')).toBe('2026-08-05')
    expect(parseReportDate('05.08.2026')).toBe('2026-08-05')
    // never the American month first
    expect(parseReportDate('11/25/2026')).toBeNull()
  })

  it('reads the month by its Indonesian name', () => {
    expect(parseReportDate('25 Agu 2026')).toBe('2026-08-25')
    expect(parseReportDate('25 Agt 2026')).toBe('2026-08-25')
    expect(parseReportDate('25 agustus 2026')).toBe('2026-08-25')
    expect(parseReportDate('1 Des 2026')).toBe('2026-12-01')
    expect(parseReportDate('1 Mei 2026')).toBe('2026-05-01')
    expect(parseReportDate('1 Dec 2026')).toBeNull()
    expect(parseReportDate('1 Ma 2026')).toBeNull()
  })

  it('reads a pasted ISO day, and no day that does not exist or is half typed', () => {
    expect(parseReportDate('2026-11-25')).toBe('2026-11-25')
    expect(parseReportDate('31/02/2026')).toBeNull()
    expect(parseReportDate('29/02/2028')).toBe('2028-02-29')
    expect(parseReportDate('25/11/2')).toBeNull()
    expect(parseReportDate('25/11/20')).toBeNull()
    expect(parseReportDate('')).toBeNull()
    expect(parseReportDate('kemarin')).toBeNull()
  })
})
