import { describe, expect, it } from 'vitest'
import { addDays, isCalendarDay, jakartaDay, jakartaDayEnd, jakartaDayStart, jakartaNoon, jakartaPeriod } from './jakarta-time'

describe('Jakarta days', () => {
  it('tells the Jakarta day of an instant', () => {
    expect(jakartaDay('2026-11-20T17:30:00Z')).toBe('2026-11-21')
    expect(jakartaDay('2026-11-20T16:59:59Z')).toBe('2026-11-20')
  })

  it('agrees with the time zone database on the day of an instant', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' })
    for (const at of ['2026-01-01T00:00:00Z', '2026-06-30T16:59:59.999Z', '2026-06-30T17:00:00Z', '2024-02-28T18:00:00Z']) {
      expect(jakartaDay(at)).toBe(intl.format(new Date(at)))
    }
  })

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-11-21')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('0000-01-01')).toBe(false)
    expect(isCalendarDay('2026-1-1')).toBe(false)
  })

  it('bounds a whole Jakarta day: from its midnight to the next', () => {
    expect(jakartaDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z')
    expect(jakartaDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T17:00:00.000Z')
    expect(jakartaNoon('2026-11-21').toISOString()).toBe('2026-11-21T05:00:00.000Z')
  })

  it('names the Jakarta month of an instant', () => {
    expect(jakartaPeriod(new Date('2026-11-30T16:59:59Z'))).toBe('202611')
    expect(jakartaPeriod(new Date('2026-11-30T17:00:00Z'))).toBe('202612')
  })

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2026-11-23', -30)).toBe('2026-10-24')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})
