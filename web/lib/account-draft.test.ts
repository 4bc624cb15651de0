import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { type AccountDraft, accountErrors, EMPTY_ACCOUNT_DRAFT, personFields, upperInput } from './account-draft'

const person: AccountDraft = {
  ...EMPTY_ACCOUNT_DRAFT,
  username: ' STAF.SBY ',
  first_name: 'Sari',
  last_name: 'Wulan',
  mobile: '+62 812-3456-7890',
  password: 'rahasia1',
  confirm_password: 'rahasia1',
}

describe('the account draft both registration forms share', () => {
  it('starts empty, ticked for a password of the person’s own choosing', () => {
    expect(EMPTY_ACCOUNT_DRAFT.must_change_password).toBe(true)
    expect(EMPTY_ACCOUNT_DRAFT.is_salesman).toBe(false)
    expect(upperInput('toko.budi')).toBe('TOKO.BUDI')
  })

  it('keeps only the failing rules, the mismatch under the confirmation, the code only where asked', () => {
    expect(accountErrors(person, false)).toEqual({})
    expect(accountErrors({ ...person, confirm_password: 'lain' }, false)).toEqual({
      confirm_password: ACCOUNT_TEXT.confirmMismatch,
    })
    expect(accountErrors({ ...person, ibs_salesman_code: 'A' }, false)).toEqual({})
    expect(accountErrors({ ...person, ibs_salesman_code: 'A' }, true)).toEqual({ ibs_salesman_code: ACCOUNT_TEXT.salesmanCode })
  })

  it('sends the person trimmed and the mobile as it will be stored, the form’s own fields after the names', () => {
    const fields = personFields(person, [['role', 'seller']])
    expect(fields.map(([name]) => name).slice(0, 5)).toEqual(['username', 'first_name', 'last_name', 'role', 'mobile'])
    expect(Object.fromEntries(fields)).toMatchObject({ username: 'STAF.SBY', mobile: '081234567890', password: 'rahasia1' })
  })
})
