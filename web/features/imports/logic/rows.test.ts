import { describe, expect, it } from 'vitest'
import { IMPORT_ROW_STATUSES } from '#common/import-rules.ts'
import type { ImportRow } from '#common/imports.ts'
import { cutNote, isErrorRow, partNames, qtyText, reasonText, STATUS_VIEW, visibleRows } from './rows'

const row = (no: number, status: ImportRow['status'], reason: string | null = null): ImportRow => ({
  no,
  part_no: `P${no}`,
  part_no_norm: `P${no}`,
  qty: 1,
  qty_text: '1',
  note: '',
  status,
  reason,
})

const rows = [
  row(2, 'used'),
  row(3, 'aggregated duplicate', 'digabung dengan baris sebelumnya'),
  row(4, 'invalid', 'qty tidak valid'),
  row(5, 'unknown part', 'part tidak ditemukan'),
  row(6, 'ignored over limit', 'melewati batas 50 unik'),
]

describe('error rows', () => {
  it('are the rows that do not reach the order', () => {
    expect(rows.filter(isErrorRow).map((r) => r.no)).toEqual([4, 5, 6])
  })

  it('filter only when asked, keeping the order', () => {
    expect(visibleRows(rows, false)).toBe(rows)
    expect(visibleRows(rows, true).map((r) => r.status)).toEqual(['invalid', 'unknown part', 'ignored over limit'])
    expect(visibleRows([row(1, 'used')], true)).toEqual([])
  })
})

describe('status words', () => {
  it('name every server status in Indonesian', () => {
    for (const status of IMPORT_ROW_STATUSES) expect(STATUS_VIEW[status].label).toMatch(/^[A-Z][a-z ]+$/)
    expect(STATUS_VIEW['unknown part'].label).toBe('Tidak dikenali')
  })

  it('use the reason as the tooltip, or the status for a used row', () => {
    expect(reasonText(rows[2])).toBe('qty tidak valid')
    expect(reasonText(rows[0])).toBe('Dipakai')
  })
})

describe('cutNote', () => {
  it('keeps short notes and cuts long ones at 100 characters', () => {
    expect(cutNote('rem depan')).toBe('rem depan')
    expect(cutNote('x'.repeat(100))).toBe('x'.repeat(100))
    expect(cutNote('x'.repeat(150))).toBe(`${'x'.repeat(100)}…`)
  })
})

describe('partNames and qtyText', () => {
  it('map recognised part numbers to names, skipping unknown ones', () => {
    const names = partNames([
      { part_no_norm: '1230A046', name: 'FILTER OLI', qty: 2, note: '', unknown: false },
      { part_no_norm: 'XXX', name: null, qty: 1, note: '', unknown: true },
    ])
    expect([...names]).toEqual([['1230A046', 'FILTER OLI']])
  })

  it('shows the quantity read, else the value the file had, else a dash', () => {
    expect(qtyText({ qty: null, qty_text: '' })).toBe('-')
    expect(qtyText({ qty: 4, qty_text: '4' })).toBe('4')
    expect(qtyText({ qty: 1000, qty_text: '1.000' })).toBe('1000')
    expect(qtyText({ qty: null, qty_text: '2.5' })).toBe('2.5')
  })
})
