import { describe, expect, it } from 'vitest'
import { buildValidateForm, sourceName } from './form-data'

const entries = (form: FormData) => [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`])

describe('buildValidateForm', () => {
  const file = new File(['part_no,qty\n1230A046,2\n'], 'pesanan.csv', { type: 'text/csv' })

  it('sends the file alone until a mapping is chosen', () => {
    expect(entries(buildValidateForm({ kind: 'file', file }, null))).toEqual([['file', 'file:pesanan.csv']])
  })

  it('puts the three mapping indexes before the file, -1 for no note column', () => {
    expect(entries(buildValidateForm({ kind: 'file', file }, { part: 2, qty: 0, note: -1 }))).toEqual([
      ['map_part_idx', '2'],
      ['map_qty_idx', '0'],
      ['map_note_idx', '-1'],
      ['file', 'file:pesanan.csv'],
    ])
  })

  it('sends pasted lines as text', () => {
    const text = '1230A046 4\n1230A182\t2\tcatatan'
    expect(entries(buildValidateForm({ kind: 'text', text }, { part: 0, qty: 1, note: 2 }))).toEqual([
      ['map_part_idx', '0'],
      ['map_qty_idx', '1'],
      ['map_note_idx', '2'],
      ['text', text],
    ])
  })

  it('names the source for the screen', () => {
    expect(sourceName({ kind: 'file', file })).toBe('pesanan.csv')
    expect(sourceName({ kind: 'text', text: 'x' })).toBe('Teks ditempel')
  })
})
