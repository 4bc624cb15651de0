import { describe, expect, it } from 'vitest'
import { counterList } from './counters'

describe('counterList', () => {
  it('names each count of the answer, in a fixed order', () => {
    const list = counterList({
      rows: 10,
      valid: 7,
      errors: 3,
      stores_new: 2,
      stores_changed: 1,
      stores_existing: 4,
      users_new: 5,
      users_existing: 1,
    })
    expect(list.map((c) => [c.label, c.value])).toEqual([
      ['Total baris', 10],
      ['Baris valid', 7],
      ['Baris error', 3],
      ['Toko baru', 2],
      ['Toko diubah', 1],
      ['Toko sudah ada', 4],
      ['User baru', 5],
      ['User sudah ada', 1],
    ])
  })
})
