import { describe, expect, it } from 'vitest'
import { lastErrorDetail, waitedText } from './outbox-health'

describe('outbox health in words', () => {
  it('says how long the oldest message waited, in the largest units that fit', () => {
    expect(waitedText(0, 0)).toBe('–')
    expect(waitedText(45, 1)).toBe('45 detik')
    expect(waitedText(12 * 60 + 5, 2)).toBe('12 menit')
    expect(waitedText(3 * 3600, 2)).toBe('3 jam')
    expect(waitedText(3 * 3600 + 20 * 60, 2)).toBe('3 jam 20 menit')
    expect(waitedText(2 * 86_400 + 4 * 3600 + 59, 9)).toBe('2 hari 4 jam')
    expect(waitedText(86_400, 1)).toBe('1 hari')
  })

  it('tells when the failing message was written, how often it was tried, and whether it still waits', () => {
    const error = { reason: 'x', message_at: '2026-11-27T02:15:00.000Z', attempts: 7, waiting: true }
    expect(lastErrorDetail(error)).toBe('Pesan 27 Nov 2026, 09.15 WIB, dicoba 7 kali, masih menunggu')
    expect(lastErrorDetail({ ...error, attempts: 1_200, waiting: false })).toBe(
      'Pesan 27 Nov 2026, 09.15 WIB, dicoba 1.200 kali, dihentikan',
    )
  })
})
