import { describe, expect, it } from 'vitest'
import { READY_STATUS, READY_STATUS_NAME, suggestReadyStatus } from './ready-status'

describe('ready status suggested from stock (SPEC §4)', () => {
  it('stock at or above the estimate is Ada, some stock Sebagian, none Kosong', () => {
    expect(suggestReadyStatus(5, 5)).toBe(READY_STATUS.ADA)
    expect(suggestReadyStatus(9, 5)).toBe(READY_STATUS.ADA)
    expect(suggestReadyStatus(1, 5)).toBe(READY_STATUS.SEBAGIAN)
    expect(suggestReadyStatus(0, 5)).toBe(READY_STATUS.KOSONG)
    expect(READY_STATUS_NAME[suggestReadyStatus(1, 5)]).toBe('Sebagian')
  })
})
