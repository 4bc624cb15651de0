import { describe, expect, it } from 'vitest'
import { BRANCH_TEXT } from './admin'
import { checkBranchAddress, checkBranchCode, checkBranchName, checkBranchPhone } from './branch-rules'

describe('the fields of a branch', () => {
  it('takes a code of 3–10 letters and digits, spaces dropped, uppercased', () => {
    expect(checkBranchCode(' sby 01 ')).toEqual({ ok: true, value: 'SBY01' })
    expect(checkBranchCode('ABC')).toEqual({ ok: true, value: 'ABC' })
    expect(checkBranchCode('A234567890')).toEqual({ ok: true, value: 'A234567890' })
    for (const bad of ['', 'AB', 'A2345678901', 'SBY-01', 'SBY_01', 'ÄBC', 'ＳＢＹ01']) {
      expect(checkBranchCode(bad), bad).toEqual({ ok: false, message: BRANCH_TEXT.code })
    }
  })

  it('takes a name of one line up to 60 characters', () => {
    expect(checkBranchName('  DIPO \n Surabaya ')).toEqual({ ok: true, value: 'DIPO Surabaya' })
    for (const bad of ['', '   ', 'N'.repeat(61), 'a\u0000b', 'a\u001bb']) {
      expect(checkBranchName(bad), bad).toEqual({ ok: false, message: BRANCH_TEXT.name })
    }
  })

  it('says that < and > are refused in a name or an address, not a length', () => {
    expect(BRANCH_TEXT.nameMarkup).toBe('Nama cabang tidak boleh berisi < atau >.')
    for (const bad of ['<script>', 'DIPO > Surabaya']) {
      expect(checkBranchName(bad), bad).toEqual({ ok: false, message: 'Nama cabang tidak boleh berisi < atau >.' })
    }
    expect(checkBranchAddress('Jl. <b>')).toEqual({ ok: false, message: 'Alamat tidak boleh berisi < atau >.' })
  })

  it('takes an optional address of one line up to 200 characters', () => {
    expect(checkBranchAddress(undefined)).toEqual({ ok: true, value: '' })
    expect(checkBranchAddress('Jl. Rungkut\r\nNo. 5')).toEqual({ ok: true, value: 'Jl. Rungkut No. 5' })
    expect(checkBranchAddress('A'.repeat(200)).ok).toBe(true)
    for (const bad of ['A'.repeat(201), 'a\u0007b']) {
      expect(checkBranchAddress(bad), bad).toEqual({ ok: false, message: BRANCH_TEXT.address })
    }
  })

  it('takes an optional phone of digits, spaces, ( ) + - up to 20 characters', () => {
    expect(checkBranchPhone('')).toEqual({ ok: true, value: '' })
    expect(checkBranchPhone(' (031) 555-0101 ')).toEqual({ ok: true, value: '(031) 555-0101' })
    expect(checkBranchPhone('+62 31 5550101')).toEqual({ ok: true, value: '+62 31 5550101' })
    for (const bad of ['telp 031', '1'.repeat(21), '()-+', '031/555']) {
      expect(checkBranchPhone(bad), bad).toEqual({ ok: false, message: BRANCH_TEXT.phone })
    }
  })
})
