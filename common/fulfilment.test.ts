import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FULFILMENT_STATES, fulfilmentOf } from './fulfilment'

describe('fulfilmentOf', () => {
  it('names each state from its facts', () => {
    const base = { supplied: 5, delivered: 0, unreceived: 0, openDiscrepancies: 0 }
    expect(fulfilmentOf(base)).toBe('menunggu_kirim')
    expect(fulfilmentOf({ ...base, delivered: 3, unreceived: 1 })).toBe('dikirim_sebagian')
    expect(fulfilmentOf({ ...base, delivered: 5, unreceived: 1 })).toBe('dikirim')
    expect(fulfilmentOf({ ...base, delivered: 5 })).toBe('diterima')
    expect(fulfilmentOf({ ...base, delivered: 5, openDiscrepancies: 1 })).toBe('ada_selisih')
  })

  it('says Diterima only when everything supplied was sent and confirmed, with nothing open', () => {
    const n = fc.nat({ max: 50 })
    fc.assert(
      fc.property(n, n, n, n, (supplied, delivered, unreceived, openDiscrepancies) => {
        const state = fulfilmentOf({ supplied, delivered, unreceived, openDiscrepancies })
        expect(FULFILMENT_STATES).toContain(state)
        expect(state === 'diterima').toBe(delivered > 0 && delivered >= supplied && unreceived === 0 && openDiscrepancies === 0)
      }),
    )
  })
})
