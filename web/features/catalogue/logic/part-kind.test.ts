import { describe, expect, it } from 'vitest'
import { partKindOf } from './part-kind'

describe('partKindOf', () => {
  it('reads the kind from the catalogue name, first rule first', () => {
    expect(partKindOf('FILTER OIL L300')).toBe('filter')
    expect(partKindOf('ELEMENT AIR CLEANER')).toBe('filter')
    expect(partKindOf('BRAKE PAD FR XPANDER')).toBe('brake')
    expect(partKindOf('kampas rem depan')).toBe('brake')
    expect(partKindOf('BATTERY 12V 45AH')).toBe('battery')
    expect(partKindOf('GASKET HEAD')).toBe('gasket')
    expect(partKindOf('SEAL OIL CRANKSHAFT FR')).toBe('gasket')
    expect(partKindOf('BULB 12V 21W')).toBe('bulb')
    expect(partKindOf('SPARK PLUG IRIDIUM')).toBe('spark')
    expect(partKindOf('OIL ENGINE 4L SAE 10W-30')).toBe('oil')
    expect(partKindOf('BEARING HUB FR')).toBe('bearing')
    expect(partKindOf('TIE ROD END')).toBe('steering')
    expect(partKindOf('PUMP WATER')).toBe('engine')
    expect(partKindOf('BOLT HEX M10X30')).toBe('bolt')
    expect(partKindOf('MIRROR OUTSIDE RH')).toBe('other')
  })

  it('does not match a kind inside another word', () => {
    expect(partKindOf('REMOTE KEY')).toBe('other')
    expect(partKindOf('ARMREST')).toBe('other')
  })
})
