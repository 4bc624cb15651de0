// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { FAILED_COUNT_KEY, needsCountdown, readFailedCount, writeFailedCount } from './failed-attempts'

describe('failed-attempt counter', () => {
  beforeEach(() => sessionStorage.clear())

  it('lives in session storage under login_failed_count', () => {
    expect(readFailedCount()).toBe(0)
    writeFailedCount(4)
    expect(sessionStorage.getItem(FAILED_COUNT_KEY)).toBe('4')
    expect(readFailedCount()).toBe(4)
    writeFailedCount(0)
    expect(sessionStorage.getItem(FAILED_COUNT_KEY)).toBeNull()
  })

  it('ignores garbage', () => {
    sessionStorage.setItem(FAILED_COUNT_KEY, 'abc')
    expect(readFailedCount()).toBe(0)
  })
})

describe('needsCountdown', () => {
  it('waits before attempts 6 to 9, that is after the 5th to the 8th failure', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(needsCountdown)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
