import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ADMIN_STAFF_FIELDS } from '#common/admin.ts'
import { STAFF_UI } from './messages'
import { buildStaffForm, emptyStaffDraft, type StaffDraft, staffErrors, staffFields } from './staff-form'

const draft: StaffDraft = {
  ...emptyStaffDraft(4),
  username: 'STAF.SBY',
  first_name: 'Sari',
  last_name: 'Wulan',
  mobile: '+62 812-3456-7890',
  password: 'rahasia1',
  confirm_password: 'rahasia1',
}

describe('the staff form', () => {
  it('starts ticked: the person chooses his own password at first sign-in', () => {
    expect(emptyStaffDraft().must_change_password).toBe(true)
    expect(emptyStaffDraft().branch_id).toBe(0)
  })

  it("wants a branch and gives each field the Daftar User rule's sentence", () => {
    expect(staffErrors(draft)).toEqual({})
    expect(staffErrors({ ...draft, branch_id: 0 })).toEqual({ branch_id: STAFF_UI.branchRequired })
    expect(staffErrors({ ...draft, username: 'a' }).username).toBe(ACCOUNT_TEXT.usernameFormat)
    expect(staffErrors({ ...draft, confirm_password: 'lain' })).toEqual({ confirm_password: ACCOUNT_TEXT.confirmMismatch })
    expect(staffErrors({ ...draft, is_salesman: true, ibs_salesman_code: 'A' })).toEqual({
      ibs_salesman_code: ACCOUNT_TEXT.salesmanCode,
    })
    expect(staffErrors({ ...draft, mobile: '' })).toEqual({})
  })

  it('sends the contract fields in order, the mobile as stored, the code only of a salesman', () => {
    const fields = staffFields(draft)
    expect(fields.map(([name]) => name)).toEqual(ADMIN_STAFF_FIELDS.filter((name) => name !== 'ibs_salesman_code'))
    expect(Object.fromEntries(fields)).toMatchObject({
      username: 'STAF.SBY',
      mobile: '081234567890',
      is_salesman: '0',
      branch_id: '4',
      must_change_password: '1',
    })
    const salesman = Object.fromEntries(
      staffFields({ ...draft, is_salesman: true, ibs_salesman_code: 'SB1', must_change_password: false }),
    )
    expect(salesman).toMatchObject({ is_salesman: '1', ibs_salesman_code: 'SB1', must_change_password: '0' })
    const form = buildStaffForm(draft)
    expect(form.get('branch_id')).toBe('4')
    expect(form.has('role')).toBe(false)
  })
})
