import { describe, expect, it } from 'vitest'
import { ONBOARDING_COLUMNS } from '#common/onboarding.ts'
import { COLUMN_LABELS, changeMapping, columnOptions, fullMapping } from './mapping'

describe('column options', () => {
  it('offer no column first, then every header with its letter', () => {
    expect(columnOptions(['Kode', ' ', 'Kode'])).toEqual([
      { value: '-1', label: '-- tidak ada --' },
      { value: '0', label: 'A: Kode' },
      { value: '1', label: 'B: Kolom' },
      { value: '2', label: 'C: Kode' },
    ])
  })

  it('name every template column in Indonesian', () => {
    for (const column of ONBOARDING_COLUMNS) expect(COLUMN_LABELS[column]).toMatch(/^[A-Z]/)
  })
})

describe('fullMapping', () => {
  it('lists every template column, -1 where the server named none or sent something odd', () => {
    const mapping = fullMapping({ ibs_cust_code: 3, store_name: 0, username: -1, email: 1.5, other: 7 })
    expect(Object.keys(mapping)).toEqual([...ONBOARDING_COLUMNS])
    expect(mapping.ibs_cust_code).toBe(3)
    expect(mapping.store_name).toBe(0)
    expect(mapping.username).toBe(-1)
    expect(mapping.email).toBe(-1)
    expect(mapping.branch_code).toBe(-1)
  })
})

describe('changeMapping', () => {
  const base = fullMapping({ ibs_cust_code: 0, store_name: 1 })

  it('sets one column from a dropdown value, -1 for none', () => {
    expect(changeMapping(base, 'username', '4').username).toBe(4)
    expect(changeMapping(base, 'store_name', '-1').store_name).toBe(-1)
  })

  it('takes a file column away from the field that had it: one column feeds one field', () => {
    const next = changeMapping(base, 'username', '0')
    expect(next.username).toBe(0)
    expect(next.ibs_cust_code).toBe(-1)
    expect(next.store_name).toBe(1)
    // none is no column: every field may have none
    const none = changeMapping(changeMapping(base, 'ibs_cust_code', '-1'), 'store_name', '-1')
    expect([none.ibs_cust_code, none.store_name]).toEqual([-1, -1])
  })

  it('ignores values that are not a column', () => {
    expect(changeMapping(base, 'username', '')).toBe(base)
    expect(changeMapping(base, 'username', '-5')).toBe(base)
  })
})
