import { describe, expect, it } from 'vitest'
import { badgeLabel } from './badge-count'

describe('badgeLabel', () => {
  it('shows nothing for an unknown or empty cart', () => {
    expect(badgeLabel(undefined)).toBeNull()
    expect(badgeLabel(0)).toBeNull()
  })

  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeLabel(1)).toBe('1')
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
    expect(badgeLabel(200)).toBe('99+')
  })
})
