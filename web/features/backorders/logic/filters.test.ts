import { describe, expect, it } from 'vitest'
import { backorderParams, NO_BACKORDER_FILTERS } from './filters'

const paramsOf = (changes: Partial<typeof NO_BACKORDER_FILTERS>) => backorderParams({ ...NO_BACKORDER_FILTERS, ...changes })

describe('the back-order lists query', () => {
  it('asks for the open lines by leaving every filter out', () => {
    expect(paramsOf({})).toEqual({ ok: true, params: {} })
  })

  it('names a chosen state, the typed part and store (trimmed), and Lama', () => {
    expect(paramsOf({ state: 'stok_tersedia', part: ' 1230a ', store: ' maju ', lama: true })).toEqual({
      ok: true,
      params: { state: 'stok_tersedia', part: '1230a', store: 'maju', age: 'lama' },
    })
    expect(paramsOf({ state: 'semua', part: '   ' })).toEqual({ ok: true, params: { state: 'semua' } })
  })
})
