import { describe, expect, it } from 'vitest'
import { BRANCH_TEXT } from '#common/admin.ts'
import { branch } from '../test-fixtures'
import { branchCodeInput, branchErrors, createBranchBody, draftOf, EMPTY_BRANCH_DRAFT, updateBranchBody } from './branch-form'

const valid = { code: 'SBY01', name: 'Dipo Surabaya', address: 'Jl. Rungkut 12', phone: '(031) 555-0101' }

describe('the branch form', () => {
  it('uppercases the code as typed and drops spaces', () => {
    expect(branchCodeInput('sby 01')).toBe('SBY01')
  })

  it("gives each field its rule's sentence", () => {
    expect(branchErrors(valid)).toEqual({})
    expect(branchErrors(EMPTY_BRANCH_DRAFT)).toEqual({ code: BRANCH_TEXT.code, name: BRANCH_TEXT.name })
    for (const code of ['SB', 'SBY01SBY01X', 'SBY-1']) expect(branchErrors({ ...valid, code }).code, code).toBe(BRANCH_TEXT.code)
    expect(branchErrors({ ...valid, code: 'ABC' }).code).toBeUndefined()
    expect(branchErrors({ ...valid, code: 'ABCDEFGHI0' }).code).toBeUndefined()
    expect(branchErrors({ ...valid, name: 'x'.repeat(61) }).name).toBe(BRANCH_TEXT.name)
    expect(branchErrors({ ...valid, address: 'x'.repeat(201) }).address).toBe(BRANCH_TEXT.address)
    expect(branchErrors({ ...valid, phone: '031 555 ext 1' }).phone).toBe(BRANCH_TEXT.phone)
    expect(branchErrors({ ...valid, phone: '1'.repeat(21) }).phone).toBe(BRANCH_TEXT.phone)
  })

  it('says < and > are refused in a name or an address, as the server does', () => {
    expect(branchErrors({ ...valid, name: 'Dipo <Surabaya>' }).name).toBe('Nama cabang tidak boleh berisi < atau >.')
    expect(branchErrors({ ...valid, address: 'Jl. <b>' }).address).toBe('Alamat tidak boleh berisi < atau >.')
  })

  it('keeps the code an edit cannot change out of the rules', () => {
    expect(branchErrors({ ...valid, code: 'old-code' }, { editing: true })).toEqual({})
  })

  it('sends the fields trimmed, and of an edit only what changed', () => {
    expect(createBranchBody({ ...valid, name: '  Dipo Surabaya ' })).toEqual(valid)
    const before = branch(3, 'SBY01', { name: 'Dipo Surabaya', address: '', phone: '' })
    expect(updateBranchBody(before, draftOf(before))).toBeNull()
    expect(updateBranchBody(before, { ...draftOf(before), address: ' Jl. Rungkut 12 ' })).toEqual({ address: 'Jl. Rungkut 12' })
    expect(updateBranchBody(before, { ...draftOf(before), name: 'Dipo SBY', phone: '031' })).toEqual({
      name: 'Dipo SBY',
      phone: '031',
    })
  })
})
