import { describe, expect, it } from 'vitest'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import { navCount } from './nav-count'

describe("the navbar's count of back-orders", () => {
  it('counts the open lines, Menunggu and Stok Tersedia, and none when nothing is open', () => {
    expect(navCount({ menunggu: 2, stok_tersedia: 1, lama: 1 })).toEqual({ text: '3', open: 3, available: 1 })
    expect(navCount({ menunggu: 0, stok_tersedia: 0, lama: 0 })).toBeNull()
    expect(navCount({ menunggu: 150, stok_tersedia: 0, lama: 0 })?.text).toBe('99+')
  })

  it('says how many are open and how many have stock', () => {
    expect(BACKORDER_TEXT.navCount(3, 1)).toBe('3 sisa pesanan terbuka, 1 stok tersedia')
    expect(BACKORDER_TEXT.navCount(2, 0)).toBe('2 sisa pesanan terbuka')
  })
})
