import { describe, expect, it } from 'vitest'
import type { OrderListItem } from '#common/orders.ts'
import { compareOrders, nextSort, readSort, sortOrders, writeSort } from './list-sort'

const order = (id: number, tanggal: string, toko: string, status_code: number, noTransaksi = `DPO/${id}`): OrderListItem => ({
  id,
  tanggal,
  noTransaksi,
  dibuatOleh: 'Budi',
  toko,
  keterangan: '',
  bucket: (['estimasi', 'konfirmasi', 'po', 'diproses', 'batal'] as const)[status_code - 1],
  pengiriman: null,
  status_code,
})

const a = order(1, '2026-01-01T01:00:00Z', 'bengkel maju', 3, 'DPO/JKT01/202601/00010')
const b = order(2, '2026-01-03T01:00:00Z', 'Auto Part', 1, 'DPO/JKT01/202601/00009')
const c = order(3, '2026-01-02T01:00:00Z', 'BENGKEL MAJU', 5, 'DPO/JKT01/202601/00100')

describe('sort toggles', () => {
  it('cycles ascending, descending, off; another column starts ascending', () => {
    expect(nextSort(null, 'toko')).toEqual({ key: 'toko', dir: 'asc' })
    expect(nextSort({ key: 'toko', dir: 'asc' }, 'toko')).toEqual({ key: 'toko', dir: 'desc' })
    expect(nextSort({ key: 'toko', dir: 'desc' }, 'toko')).toBeNull()
    expect(nextSort({ key: 'toko', dir: 'desc' }, 'tanggal')).toEqual({ key: 'tanggal', dir: 'asc' })
  })

  it('lives in the URL as sort and dir', () => {
    const params = writeSort(new URLSearchParams('q=ab'), { key: 'status', dir: 'desc' })
    expect(params.toString()).toBe('q=ab&sort=status&dir=desc')
    expect(readSort(params)).toEqual({ key: 'status', dir: 'desc' })
    expect(readSort(new URLSearchParams('sort=harga'))).toBeNull()
    expect(writeSort(params, null).toString()).toBe('q=ab')
  })
})

describe('comparator', () => {
  it('sorts by date, status code and text (case-insensitive, numbers by value)', () => {
    expect(sortOrders([a, b, c], { key: 'tanggal', dir: 'asc' }).map((o) => o.id)).toEqual([1, 3, 2])
    expect(sortOrders([a, b, c], { key: 'status', dir: 'desc' }).map((o) => o.id)).toEqual([3, 1, 2])
    expect(sortOrders([a, b, c], { key: 'no_transaksi', dir: 'asc' }).map((o) => o.id)).toEqual([2, 1, 3])
  })

  it('breaks ties newest first in both directions', () => {
    expect(sortOrders([a, b, c], { key: 'toko', dir: 'asc' }).map((o) => o.id)).toEqual([2, 3, 1])
    expect(sortOrders([a, b, c], { key: 'toko', dir: 'desc' }).map((o) => o.id)).toEqual([3, 1, 2])
    expect(compareOrders(a, c, { key: 'toko', dir: 'asc' })).toBeGreaterThan(0)
  })

  it('leaves the server order alone without a sort', () => {
    const rows = [a, b, c]
    expect(sortOrders(rows, null)).toBe(rows)
  })
})
