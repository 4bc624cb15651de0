import { describe, expect, it } from 'vitest'
import { DEFAULT_CRITERIA } from './criteria'
import { startOfAddress, withStart } from './criteria-address'

const start = {
  criteria: {
    search: '1230A',
    nameAlso: true,
    partContains: 'MZ',
    price: { min: 10_000, max: null },
    orderBy: 'price' as const,
    orderDir: 'desc' as const,
    onlyAvailable: true,
    source: 'local' as const,
  },
  filterOpen: true,
}

describe('the catalogue criteria in the address', () => {
  it('reads back what it wrote, and keeps the staff store beside it', () => {
    const query = withStart(new URLSearchParams('toko=7'), start)
    expect(query.toString()).toBe('toko=7&q=1230A&nama=1&part=MZ&harga=10000-&urut=price%3Adesc&ada=1&sumber=local&filter=1')
    expect(startOfAddress(query.toString())).toEqual(start)
  })

  it('writes only what differs from the default list, and removes what went back to it', () => {
    const searched = withStart(new URLSearchParams(), {
      criteria: { ...DEFAULT_CRITERIA, search: 'kampas rem' },
      filterOpen: false,
    })
    expect(searched.toString()).toBe('q=kampas+rem')
    expect(withStart(searched, { criteria: DEFAULT_CRITERIA, filterOpen: false }).toString()).toBe('')
  })

  it('names no start without one of its parameters (the tab keeps the list then)', () => {
    expect(startOfAddress('')).toBeNull()
    expect(startOfAddress('toko=7')).toBeNull()
    expect(startOfAddress('q=')).toEqual({ criteria: DEFAULT_CRITERIA, filterOpen: false })
  })

  it('reads garbage as a usable start', () => {
    const read = startOfAddress(`q=${'x'.repeat(300)}&urut=drop:table&harga=abc-99999999999999&sumber=../etc&ada=yes`)
    expect(read?.criteria).toEqual({ ...DEFAULT_CRITERIA, search: 'x'.repeat(100) })
  })
})
