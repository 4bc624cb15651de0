import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import {
  buildCreateUserForm,
  canSubmitUser,
  createUserFields,
  EMPTY_USER_DRAFT,
  fieldErrors,
  type SubmitGate,
  storeToAutoSelect,
  type UserDraft,
  usernameInput,
  withRole,
} from './user-form'

const buyer: UserDraft = {
  ...EMPTY_USER_DRAFT,
  username: 'TOKO.BUDI',
  first_name: 'Budi',
  last_name: 'Santoso',
  mobile: '+62 812-3456-7890',
  password: 'rahasia1',
  confirm_password: 'rahasia1',
  store_id: 4,
}
const staff: UserDraft = { ...withRole(buyer, 'seller'), is_salesman: true, ibs_salesman_code: 'AB12' }
const gate = (draft: UserDraft, extra: Partial<SubmitGate> = {}): SubmitGate => ({
  draft,
  username: 'available',
  photoError: null,
  serverErrors: {},
  pending: false,
  ...extra,
})

describe('the role switch', () => {
  it('takes the store away from staff (back to 0) and the salesman from buyers', () => {
    expect(withRole(buyer, 'seller')).toMatchObject({ role: 'seller', store_id: 0 })
    expect(withRole(staff, 'user')).toMatchObject({ role: 'user', is_salesman: false, ibs_salesman_code: '' })
  })
})

describe('the store picked by itself', () => {
  it('is the only store, for a buyer with none chosen', () => {
    expect(storeToAutoSelect({ ...buyer, store_id: 0 }, [{ id: 9 }])).toBe(9)
  })
  it('is none with two stores, a store already chosen, or for staff', () => {
    expect(storeToAutoSelect({ ...buyer, store_id: 0 }, [{ id: 9 }, { id: 10 }])).toBeNull()
    expect(storeToAutoSelect({ ...buyer, store_id: 4 }, [{ id: 9 }])).toBeNull()
    expect(storeToAutoSelect(withRole(buyer, 'seller'), [{ id: 9 }])).toBeNull()
    expect(storeToAutoSelect({ ...buyer, store_id: 0 }, [])).toBeNull()
  })
})

describe('the field rules', () => {
  it('find nothing wrong with a complete buyer or salesman', () => {
    expect(fieldErrors(buyer)).toEqual({})
    expect(fieldErrors(staff)).toEqual({})
  })

  it("give each field its rule's sentence", () => {
    const errors = fieldErrors({ ...EMPTY_USER_DRAFT, username: 'AB', email: 'x', landline: 'abc', mobile: '0812' })
    expect(errors).toMatchObject({
      username: ACCOUNT_TEXT.usernameFormat,
      first_name: ACCOUNT_TEXT.firstName,
      last_name: ACCOUNT_TEXT.lastName,
      mobile: ACCOUNT_TEXT.mobile,
      password: ACCOUNT_TEXT.passwordLength,
      email: ACCOUNT_TEXT.emailAt,
      landline: ACCOUNT_TEXT.landline,
      store_id: ACCOUNT_TEXT.storeRequired,
    })
    expect(errors.address).toBeUndefined()
  })

  it('leave the mobile optional: the person sets it once on his profile', () => {
    expect(fieldErrors({ ...buyer, mobile: '  ' }).mobile).toBeUndefined()
  })

  it('put a mismatch under the confirmation, and want the salesman code only of a salesman', () => {
    expect(fieldErrors({ ...buyer, confirm_password: 'lain' })).toEqual({ confirm_password: ACCOUNT_TEXT.confirmMismatch })
    expect(fieldErrors({ ...staff, ibs_salesman_code: 'A' })).toEqual({ ibs_salesman_code: ACCOUNT_TEXT.salesmanCode })
    expect(fieldErrors({ ...staff, is_salesman: false, ibs_salesman_code: 'A' })).toEqual({})
  })

  it('uppercase the username as typed', () => {
    expect(usernameInput('toko.budi')).toBe('TOKO.BUDI')
  })
})

describe('Simpan', () => {
  it('is pressable only when valid, free, without a refused photo or an answered field, and not sending', () => {
    expect(canSubmitUser(gate(buyer))).toBe(true)
    expect(canSubmitUser(gate({ ...buyer, store_id: 0 }))).toBe(false)
    for (const username of ['unknown', 'checking', 'taken'] as const) expect(canSubmitUser(gate(buyer, { username }))).toBe(false)
    expect(canSubmitUser(gate(buyer, { photoError: ACCOUNT_TEXT.photoSize }))).toBe(false)
    expect(canSubmitUser(gate(buyer, { serverErrors: { username: ACCOUNT_TEXT.usernameTaken } }))).toBe(false)
    expect(canSubmitUser(gate(buyer, { pending: true }))).toBe(false)
  })
})

describe('the multipart body', () => {
  it('sends a buyer with his store and no salesman fields, the mobile as stored', () => {
    const fields = createUserFields(buyer)
    expect(Object.keys(fields)).toEqual([
      'username',
      'first_name',
      'last_name',
      'role',
      'mobile',
      'password',
      'confirm_password',
      'email',
      'address',
      'landline',
      'description',
      'store_id',
      'must_change_password',
    ])
    expect(fields).toMatchObject({ username: 'TOKO.BUDI', role: 'user', mobile: '081234567890', store_id: '4' })
  })

  it("asks by default that the person chooses his own password at first sign-in, '1' or '0'", () => {
    expect(EMPTY_USER_DRAFT.must_change_password).toBe(true)
    expect(createUserFields(buyer).must_change_password).toBe('1')
    expect(createUserFields({ ...staff, must_change_password: false }).must_change_password).toBe('0')
  })

  it('sends staff without a store, the toggle as 1/0, the code only for a salesman', () => {
    expect(createUserFields(staff)).toMatchObject({ role: 'seller', is_salesman: '1', ibs_salesman_code: 'AB12' })
    expect(createUserFields(staff).store_id).toBeUndefined()
    const plain = createUserFields({ ...staff, is_salesman: false })
    expect(plain.is_salesman).toBe('0')
    expect('ibs_salesman_code' in plain).toBe(false)
  })

  it('puts the photo in the image field', () => {
    const photo = new File(['x'], 'budi.png', { type: 'image/png' })
    const form = buildCreateUserForm(buyer, photo)
    expect((form.get('image') as File).name).toBe('budi.png')
    expect(form.get('username')).toBe('TOKO.BUDI')
    expect(buildCreateUserForm(buyer, null).has('image')).toBe(false)
  })
})
