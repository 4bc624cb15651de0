import { describe, expect, it } from 'vitest'
import { parseRichText, plainText } from './rich-text'

describe('parseRichText', () => {
  it('reads screen labels in brackets and things to type in backticks', () => {
    expect(parseRichText('Tekan [Lanjut Pesan], lalu ketik `123*`.')).toEqual([
      { kind: 'text', text: 'Tekan ', at: 0 },
      { kind: 'label', text: 'Lanjut Pesan', at: 6 },
      { kind: 'text', text: ', lalu ketik ', at: 20 },
      { kind: 'code', text: '123*', at: 33 },
      { kind: 'text', text: '.', at: 39 },
    ])
  })

  it('keeps asterisks of search patterns and unclosed marks as they are', () => {
    expect(parseRichText('`*123*` = mengandung')).toEqual([
      { kind: 'code', text: '*123*', at: 0 },
      { kind: 'text', text: ' = mengandung', at: 7 },
    ])
    expect(parseRichText('pilih [Filter')).toEqual([{ kind: 'text', text: 'pilih [Filter', at: 0 }])
  })

  it('plainText drops the marks', () => {
    expect(plainText('[+ Keranjang (n)] lalu `1230A046 4`')).toBe('+ Keranjang (n) lalu 1230A046 4')
  })
})
