import { describe, expect, it } from 'vitest'
import { isStillLocked, lockoutBannerText, remainingParts, reopenTimeText } from './lockout-time'

describe('lockout countdown', () => {
  const now = new Date('2026-11-21T05:00:00Z')

  it('rounds the remaining time up to whole seconds', () => {
    expect(remainingParts(new Date('2026-11-21T05:14:59.200Z'), now)).toEqual({ minutes: 15, seconds: 0 })
    expect(remainingParts(new Date('2026-11-21T05:03:20Z'), now)).toEqual({ minutes: 3, seconds: 20 })
    expect(remainingParts(new Date('2026-11-21T05:00:00.300Z'), now)).toEqual({ minutes: 0, seconds: 1 })
    expect(remainingParts(new Date('2026-11-21T04:59:00Z'), now)).toEqual({ minutes: 0, seconds: 0 })
  })

  it('writes the banner of product.md §2.4', () => {
    expect(lockoutBannerText(new Date('2026-11-21T05:12:05Z'), now)).toBe(
      'Akun terkunci sementara karena terlalu banyak percobaan. Coba lagi dalam 12 menit 5 detik.',
    )
  })

  it('knows when the lock has passed', () => {
    expect(isStillLocked(new Date('2026-11-21T05:00:01Z'), now)).toBe(true)
    expect(isStillLocked(new Date('2026-11-21T05:00:00Z'), now)).toBe(false)
    expect(isStillLocked(null, now)).toBe(false)
  })
})

describe('reopenTimeText (Asia/Jakarta)', () => {
  it('says today when the lock ends today in Jakarta', () => {
    // 05:00Z is 12:00 in Jakarta; 05:15Z is 12:15.
    expect(reopenTimeText(new Date('2026-11-21T05:15:00Z'), new Date('2026-11-21T05:00:00Z'))).toBe('hari ini pukul 12.15')
  })

  it('says tomorrow across Jakarta midnight even when UTC is still the same day', () => {
    // 16:55Z is 23:55 in Jakarta; 17:10Z is 00:10 the next day there.
    expect(reopenTimeText(new Date('2026-11-21T17:10:00Z'), new Date('2026-11-21T16:55:00Z'))).toBe('besok pukul 00.10')
  })

  it('gives the date when further away', () => {
    expect(reopenTimeText(new Date('2026-11-25T02:00:00Z'), new Date('2026-11-21T05:00:00Z'))).toBe(
      '25 November 2026 pukul 09.00',
    )
  })
})
