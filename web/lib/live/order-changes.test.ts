import { describe, expect, it } from 'vitest'
import { announceOrderChange, onOrderChange } from './order-changes'

const change = (order_id: number) => ({ order_id, status_code: 2, bucket: 'konfirmasi', no_transaksi: `DPO/${order_id}` })

describe('order changes', () => {
  it('reach every screen listening, and none that stopped', () => {
    const first: number[] = []
    const second: number[] = []
    const stopFirst = onOrderChange((c) => first.push(c.order_id))
    const stopSecond = onOrderChange((c) => second.push(c.order_id))
    announceOrderChange(change(1))
    stopFirst()
    announceOrderChange(change(2))
    stopSecond()
    announceOrderChange(change(3))
    expect(first).toEqual([1])
    expect(second).toEqual([1, 2])
  })
})
