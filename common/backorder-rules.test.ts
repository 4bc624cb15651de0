import { describe, expect, it } from 'vitest'
import { backorderEventNote } from './backorder-rules'

describe('backorderEventNote', () => {
  it('names the parts, the branch stock seen, the new estimate and the reason', () => {
    expect(
      backorderEventNote('sisa-tersedia', {
        lines: [
          { part_no: '1230A170', qty: 4, available: 3 },
          { part_no: 'MZ320026', qty: 1, available: 10 },
        ],
      }),
    ).toBe('1230A170: stok cabang 3 (sisa 4); MZ320026: stok cabang 10 (sisa 1)')
    expect(
      backorderEventNote('pesan-sisa', { lines: [{ part_no: '1230A170', qty: 4 }], reorder: 'DPO/JKT01/202611/00042' }),
    ).toBe('1230A170 × 4 dipesan ulang di DPO/JKT01/202611/00042')
    expect(backorderEventNote('batal-sisa', { lines: [{ part_no: '1230A170', qty: 4 }], reason: 'Diganti part lain' })).toBe(
      '1230A170 × 4. Alasan: Diganti part lain',
    )
    expect(backorderEventNote('batal-sisa', { lines: [{ part_no: '1230A170', qty: 4 }], reason: null })).toBe('1230A170 × 4')
  })

  it('says nothing of another action or of a detail it cannot read', () => {
    expect(backorderEventNote('export', { lines: [{ part_no: 'X', qty: 1 }] })).toBeNull()
    // a new estimate's event counts its lines
    expect(backorderEventNote('create', { source: 'cart', lines: 3 })).toBeNull()
    expect(backorderEventNote('pesan-sisa', null)).toBeNull()
    expect(backorderEventNote('sisa-tersedia', { lines: [] })).toBeNull()
  })
})
