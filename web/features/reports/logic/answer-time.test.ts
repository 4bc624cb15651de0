import { describe, expect, it } from 'vitest'
import { minutesText } from './answer-time'

describe('an answer time', () => {
  it('reads in minutes, hours and days the Indonesian way', () => {
    expect(minutesText(null)).toBe('-')
    expect(minutesText(0)).toBe('0 menit')
    expect(minutesText(45)).toBe('45 menit')
    expect(minutesText(60)).toBe('1 jam')
    expect(minutesText(125)).toBe('2 jam 5 menit')
    expect(minutesText(24 * 60)).toBe('1 hari')
    expect(minutesText(27 * 60 + 10)).toBe('1 hari 3 jam')
  })
})
