import { describe, expect, it } from 'vitest'
import { IMPORT_REASONS } from '#common/imports.ts'
import { splitTypedLine } from './pasted-line'
import { candidates, pastedSheet } from './rows'

// The line shapes of WhatsApp order messages, each read into [part, qty, note].
describe('a typed order line', () => {
  const shapes: Array<[string, string[]]> = [
    ['1230A046 x2', ['1230A046', '2', '']],
    ['1230A046 X 2', ['1230A046', '2', '']],
    ['1230A046 ×2', ['1230A046', '2', '']],
    ['1230A046, 2', ['1230A046', '2', '']],
    ['1230A046 2 pcs', ['1230A046', '2', '']],
    ['1230A046 2pcs untuk servis', ['1230A046', '2', 'untuk servis']],
    ['1230A046 3 buah', ['1230A046', '3', '']],
    ['2x 1230A046', ['1230A046', '2', '']],
    ['2 x 1230A046 kirim sore', ['1230A046', '2', 'kirim sore']],
    ['2 pcs 1230A046', ['1230A046', '2', '']],
    ['1230A046 - 2', ['1230A046', '2', '']],
    ['MZ320123 (3)', ['MZ320123', '3', '']],
    ['MZ320123 ( 3 ) warna hitam', ['MZ320123', '3', 'warna hitam']],
    ['1230A046 = 2', ['1230A046', '2', '']],
    ['1230A046: 2', ['1230A046', '2', '']],
    ['1230A046 4 catatan rem', ['1230A046', '4', 'catatan rem']],
    ['MZ320282   1.000  kirim besok', ['MZ320282', '1.000', 'kirim besok']],
  ]
  for (const [typed, cells] of shapes) {
    it(`reads '${typed}'`, () => expect(splitTypedLine(typed)).toEqual(cells))
  }

  it('leaves out bullets, list numbers and emoji', () => {
    expect(splitTypedLine('- 1230A046 x2')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('• MZ320123 (3)')).toEqual(['MZ320123', '3', ''])
    expect(splitTypedLine('* 2x 1230A046')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('1. 1230A046 = 2')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('12) 1230A046, 2')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('🔧 1230A046 x2 ✅')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('1230A046 2️⃣ pcs 👍🏽')).toEqual(['1230A046', '2', ''])
    expect(splitTypedLine('> 1230A046 - 4')).toEqual(['1230A046', '4', ''])
  })

  it('does not take a part number for a quantity, nor a bare number for a part', () => {
    // '12X345' is a part number, not 12 of part 345
    expect(splitTypedLine('12X345 2')).toEqual(['12X345', '2', ''])
    // '12 x 4': 12 of part... 4? read as part 12, quantity 4, and the catalogue decides
    expect(splitTypedLine('12 x 4')).toEqual(['12', '4', ''])
    expect(splitTypedLine('90915-YZZD4 x 1')).toEqual(['90915-YZZD4', '1', ''])
  })

  it('keeps what is not a known shape as typed, so the check can say why', () => {
    expect(splitTypedLine('1230A046 dua')).toEqual(['1230A046', 'dua', ''])
    expect(splitTypedLine('1230A046 2,5')).toEqual(['1230A046', '2,5', ''])
    expect(splitTypedLine('1230A046')).toEqual(['1230A046'])
    expect(splitTypedLine('  ')).toEqual([''])
  })

  it('becomes order lines through the paste path, each shape with its quantity', () => {
    const text = [
      'Pak, pesan ya:',
      '1. 1230A046 x2',
      '2. MZ320123 (3)',
      '- 3x 1770A017',
      '• 1230A170 = 4 🙏',
      '1230A046 2,5',
    ].join('\n')
    const rows = candidates(pastedSheet(text, 100), { part: 0, qty: 1, note: 2 }, null)
    expect(rows.map((r) => [r.partNorm, r.qty, r.reason])).toEqual([
      ['PAK', null, IMPORT_REASONS.qtyInvalid],
      ['1230A046', 2, null],
      ['MZ320123', 3, null],
      ['1770A017', 3, null],
      ['1230A170', 4, null],
      ['1230A046', null, IMPORT_REASONS.qtyNotInteger],
    ])
  })
})
