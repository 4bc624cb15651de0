import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import {
  canSubmitStore,
  createStoreBody,
  EMPTY_STORE_DRAFT,
  storeCodeError,
  storeCodeInput,
  storeFieldErrors,
  storeNameInput,
} from './store-form'

const valid = { ibs_cust_code: 'JKT001', name: 'TOKO MAJU', description: '', address: '', price_group: '', npwp: '' }

describe('the store form', () => {
  it('shapes the code and the name as typed', () => {
    expect(storeCodeInput('jk t 001 ')).toBe('JKT001')
    expect(storeNameInput('toko maju')).toBe('TOKO MAJU')
  })

  it("gives each field its rule's sentence", () => {
    expect(storeFieldErrors(valid)).toEqual({})
    expect(
      storeFieldErrors({ ibs_cust_code: 'J-1', name: 'T<', description: 'a<b', address: 'a>b', price_group: 'G.A', npwp: '12' }),
    ).toEqual({
      ibs_cust_code: ACCOUNT_TEXT.storeCode,
      name: ACCOUNT_TEXT.storeName,
      description: ACCOUNT_TEXT.description,
      address: STORE_PRICE_TEXT.address,
      price_group: STORE_PRICE_TEXT.priceGroup,
      npwp: STORE_PRICE_TEXT.npwp,
    })
  })

  it('says a taken code at once, and the rule first once touched', () => {
    expect(storeCodeError(valid, 'taken', false)).toBe('Kode IBS sudah terpakai')
    expect(storeCodeError(valid, 'available', true)).toBeUndefined()
    expect(storeCodeError({ ...valid, ibs_cust_code: 'AB' }, 'unknown', false)).toBeUndefined()
    expect(storeCodeError({ ...valid, ibs_cust_code: 'AB' }, 'unknown', true)).toBe(ACCOUNT_TEXT.storeCode)
  })

  it('lets Simpan be pressed only for a valid, free code', () => {
    expect(canSubmitStore(valid, 'available', {}, false)).toBe(true)
    expect(canSubmitStore(valid, 'checking', {}, false)).toBe(false)
    expect(canSubmitStore(valid, 'available', { name: 'x' }, false)).toBe(false)
    expect(canSubmitStore(EMPTY_STORE_DRAFT, 'available', {}, false)).toBe(false)
  })

  it('sends the cleaned values and a null description when empty', () => {
    expect(createStoreBody({ ...valid, name: ' toko  maju ', description: ' ' })).toEqual({
      ibs_cust_code: 'JKT001',
      name: 'TOKO MAJU',
      description: null,
      address: null,
      price_group: null,
      npwp: null,
    })
    expect(createStoreBody({ ...valid, address: '  Jl. Raya Bogor 12 ' }).address).toBe('Jl. Raya Bogor 12')
    expect(createStoreBody({ ...valid, price_group: 'bengkel-a', npwp: '01.234.567.8-901.000' })).toMatchObject({
      price_group: 'BENGKEL-A',
      npwp: '012345678901000',
    })
    expect(createStoreBody({ ...valid, description: ' Dekat pasar ' }).description).toBe('Dekat pasar')
  })
})
