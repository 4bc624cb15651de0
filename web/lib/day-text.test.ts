import { describe, expect, it } from 'vitest'
import { parseDayText } from './day-text'

describe('parseDayText', () => {
  it('reads the day first, as Indonesians write it', () => {
    expect(parseDayText('25/11/2026')).toBe('2026-11-25')
    expect(parseDayText('5/8/2026')).toBe('2026-08-05')
    expect(parseDayText(' 05-08-2026 ')).toBe('2026-08-05')
    expect(parseDayText('05.08.2026')).toBe('2026-08-05')
    // never the American month first
    expect(parseDayText('11/25/2026')).toBeNull()
  })

  it('reads the month by its Indonesian name', () => {
    expect(parseDayText('25 Agu 2026')).toBe('2026-08-25')
    expect(parseDayText('25 Agt 2026')).toBe('2026-08-25')
    expect(parseDayText('25 agustus 2026')).toBe('2026-08-25')
    expect(parseDayText('1 Des 2026')).toBe('2026-12-01')
    expect(parseDayText('1 Mei 2026')).toBe('2026-05-01')
    expect(parseDayText('1 Dec 2026')).toBeNull()
    expect(parseDayText('1 Ma 2026')).toBeNull()
  })

  it('reads a pasted ISO day, and no day that does not exist or is half typed', () => {
    expect(parseDayText('2026-11-25')).toBe('2026-11-25')
    expect(parseDayText('31/02/2026')).toBeNull()
    expect(parseDayText('29/02/2028')).toBe('2028-02-29')
    expect(parseDayText('25/11/2')).toBeNull()
    expect(parseDayText('25/11/20')).toBeNull()
    expect(parseDayText('')).toBeNull()
    expect(parseDayText('kemarin')).toBeNull()
  })
})
