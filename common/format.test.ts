import { describe, expect, it } from 'vitest'
import { clampQty, sanitiseQtyInput } from './cart'
import { normalisePriceRange } from './catalogue'
import { formatDate, formatDateTime, formatNumber, formatRupiah, formatTime } from './format'

describe('shared rules', () => {
  it('formats Rupiah the Indonesian way', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp. 1.250.000')
    expect(formatRupiah(0)).toBe('Rp. 0')
    expect(formatRupiah(999.6)).toBe('Rp. 1.000')
  })

  it('reads typed quantities: digits only, at most 3, clamped 0..999', () => {
    expect(sanitiseQtyInput('1a2b')).toBe(12)
    expect(sanitiseQtyInput('12345')).toBe(123)
    expect(sanitiseQtyInput('')).toBe(0)
    expect(clampQty(1500)).toBe(999)
    expect(clampQty(-3)).toBe(0)
    expect(clampQty(Number.NaN)).toBe(0)
  })

  it('swaps a price range whose minimum is above its maximum', () => {
    expect(normalisePriceRange(500, 100)).toEqual({ min: 100, max: 500, swapped: true })
    expect(normalisePriceRange(100, undefined)).toEqual({ min: 100, max: undefined, swapped: false })
  })
})

describe('formats without Intl, exactly as Intl does for id-ID in Asia/Jakarta', () => {
  const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
  const jakarta = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', ...options })
  const date = jakarta({ day: '2-digit', month: 'short', year: 'numeric' })
  const dateTime = jakarta({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
  const time = jakarta({ hour: '2-digit', minute: '2-digit' })
  // a fixed sequence, so a failure names the same value every run
  let seed = 20261124
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }

  it('numbers and Rupiah: whole, fractional, negative, large', () => {
    const values = [0, 1, 999, 1000, 999.5, 1_250_000, -1_250_000, 9_007_199_254_740_991]
    for (let i = 0; i < 3000; i++) values.push(Math.floor(random() * 10 ** Math.ceil(random() * 13)) + (i % 2 ? 0.5 : 0))
    for (const value of values) {
      expect(formatNumber(value)).toBe(number.format(Math.round(value)))
      expect(formatRupiah(value)).toBe(`Rp. ${number.format(Math.round(value))}`)
    }
  })

  it('dates and times, every month, midnight and the turn of a day in Jakarta', () => {
    const instants = ['2026-08-05T17:04:00Z', '2026-12-31T16:59:59Z', '2026-12-31T17:00:00Z', '2024-02-29T00:00:00Z'].map(
      (iso) => new Date(iso),
    )
    for (let i = 0; i < 3000; i++) instants.push(new Date(Date.UTC(1970, 0, 1) + random() * 130 * 365.25 * 86_400_000))
    for (const instant of instants) {
      expect(formatDate(instant)).toBe(date.format(instant))
      expect(formatDateTime(instant)).toBe(dateTime.format(instant))
      expect(formatTime(instant)).toBe(time.format(instant))
      expect(formatDateTime(instant.toISOString())).toBe(dateTime.format(instant))
    }
  })

  it('refuses an invalid date as Intl does', () => {
    expect(() => date.format(new Date('nanti'))).toThrow(RangeError)
    expect(() => formatDate('nanti')).toThrow(RangeError)
  })
})
