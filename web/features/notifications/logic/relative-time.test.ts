import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

describe('relativeTime', () => {
  const now = new Date('2026-11-25T08:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  it('says it the way people do, in Indonesian', () => {
    expect(relativeTime(ago(20_000), now)).toBe('baru saja')
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 menit lalu')
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 menit lalu')
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 jam lalu')
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('kemarin')
    expect(relativeTime(ago(4 * 86_400_000), now)).toBe('4 hari lalu')
    expect(relativeTime('2026-11-01T03:00:00Z', now)).toBe('01 Nov 2026')
  })
})
