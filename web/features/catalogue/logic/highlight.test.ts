import { describe, expect, it } from 'vitest'
import { highlightName, type NamePart } from './highlight'

/** The parts as text with the marked ones in [brackets]. */
const shown = (parts: NamePart[]) => parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('')

describe('highlightName', () => {
  it('marks the name’s words the search read, in any order, and leaves the others plain', () => {
    expect(shown(highlightName('BRAKE PAD FR XPANDER', ['kampas', 'rem', 'brake', 'pad', 'depan', 'fr', 'xpander']))).toBe(
      '[BRAKE] [PAD] [FR] [XPANDER]',
    )
    expect(shown(highlightName('FILTER OIL ELEMENT', ['oil', 'filter']))).toBe('[FILTER] [OIL] ELEMENT')
  })

  it('marks a word that starts with a search word, not one that only holds it', () => {
    expect(shown(highlightName('FILTER OIL', ['filt']))).toBe('[FILTER] OIL')
    expect(shown(highlightName('BRAKE PAD KIT FR', ['pad', 'fr']))).toBe('BRAKE [PAD] KIT [FR]')
    expect(shown(highlightName('SPARK PLUG', ['park']))).toBe('SPARK PLUG')
  })

  it('reads words as letters and digits, keeping every separator as it was', () => {
    const parts = highlightName('OIL 10W-30 (4L), L300/PAJERO', ['10w', '30', 'l300'])
    expect(shown(parts)).toBe('OIL [10W]-[30] (4L), [L300]/PAJERO')
    expect(parts.map((part) => part.text).join('')).toBe('OIL 10W-30 (4L), L300/PAJERO')
    // a marked part is one word; the plain text between two marks stays one part
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['10W', '30', 'L300'])
    expect(parts).toHaveLength(7)
  })

  it('ignores case and accents on both sides', () => {
    expect(shown(highlightName('Filter Oil', ['FILTER']))).toBe('[Filter] Oil')
    expect(shown(highlightName('PÉDALE frein', ['pedale', 'frein']))).toBe('[PÉDALE] [frein]')
  })

  it('gives the name as one plain part without highlight words (no name search)', () => {
    expect(highlightName('BRAKE PAD FR', undefined)).toEqual([{ text: 'BRAKE PAD FR', marked: false }])
    expect(highlightName('BRAKE PAD FR', [])).toEqual([{ text: 'BRAKE PAD FR', marked: false }])
    expect(highlightName('BRAKE PAD FR', ['clutch'])).toEqual([{ text: 'BRAKE PAD FR', marked: false }])
    expect(highlightName('', ['brake'])).toEqual([{ text: '', marked: false }])
  })
})
