import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_TEXT,
  checkAddress,
  checkDescription,
  checkEmail,
  checkFirstName,
  checkLandline,
  checkNewPassword,
  checkNewUsername,
  checkPhotoFile,
  checkResetPassword,
  checkSalesmanCode,
  checkStoreCode,
  checkStoreName,
  isUnset,
  normaliseMobile,
  PHOTO_MAX_BYTES,
} from './account-rules'

const value = <T>(c: { ok: true; value: T } | { ok: false; message: string }) => (c.ok ? c.value : c.message)

describe('new usernames', () => {
  it('take 3 to 20 characters, shown uppercased and stored lowercased', () => {
    expect(value(checkNewUsername('ab'))).toBe(ACCOUNT_TEXT.usernameFormat)
    expect(value(checkNewUsername('abc'))).toBe('abc')
    expect(value(checkNewUsername(' Bengkel.Jaya_01 '))).toBe('bengkel.jaya_01')
    expect(value(checkNewUsername('a'.repeat(20)))).toBe('a'.repeat(20))
    expect(value(checkNewUsername('a'.repeat(21)))).toBe(ACCOUNT_TEXT.usernameFormat)
  })

  it('refuse separators at either end, twice in a row, and other characters', () => {
    for (const bad of ['.budi', 'budi-', 'bu..di', 'bu._di', 'bu di', 'budi@x', 'búdi', 'bu\u0000di']) {
      expect(value(checkNewUsername(bad)), bad).toBe(ACCOUNT_TEXT.usernameFormat)
    }
  })
})

describe('names', () => {
  it('take letters, digits, spaces, hyphens and apostrophes, starting alphanumeric, at most 15', () => {
    expect(value(checkFirstName("D'Angelo"))).toBe("D'Angelo")
    expect(value(checkFirstName('Budi 2'))).toBe('Budi 2')
    expect(value(checkFirstName('Siti-Nur'))).toBe('Siti-Nur')
    expect(value(checkFirstName('a'.repeat(15)))).toBe('a'.repeat(15))
    for (const bad of ['a'.repeat(16), '', '  ', "'Budi", '-Budi', 'Budi<b>', 'Budi!']) {
      expect(value(checkFirstName(bad)), bad).toBe(ACCOUNT_TEXT.firstName)
    }
  })
})

describe('mobile numbers', () => {
  it('become 08 and 8 to 11 more digits from the ways people type them', () => {
    expect(normaliseMobile('0812-3456-7890')).toBe('081234567890')
    expect(normaliseMobile('812 3456 7890')).toBe('081234567890')
    expect(normaliseMobile('62 812 3456 789')).toBe('08123456789')
    expect(normaliseMobile('+62 (812) 3456-7890')).toBe('081234567890')
    expect(normaliseMobile('0812345678')).toBe('0812345678')
    expect(normaliseMobile('0812345678901')).toBe('0812345678901')
  })

  it('refuse numbers too short, too long, not mobile or with letters', () => {
    for (const bad of ['081234567', '08123456789012', '0212345678', '0812-ABC-7890', '+62', '', '6281 2345 6789 0123']) {
      expect(normaliseMobile(bad), bad).toBeNull()
    }
  })
})

describe('email', () => {
  it('names what is wrong', () => {
    expect(value(checkEmail('Budi@Bengkel.co.id'))).toBe('budi@bengkel.co.id')
    expect(value(checkEmail('budi.bengkel.co.id'))).toBe(ACCOUNT_TEXT.emailAt)
    expect(value(checkEmail('budi@bengkel'))).toBe(ACCOUNT_TEXT.emailDomain)
    expect(value(checkEmail('budi@-x.com'))).toBe(ACCOUNT_TEXT.emailDomain)
    expect(value(checkEmail(`${'a'.repeat(45)}@x.com`))).toBe(ACCOUNT_TEXT.emailLong)
  })

  it("counts empty and '-' as unset", () => {
    expect([isUnset(null), isUnset(''), isUnset(' - '), isUnset('a@b.co')]).toEqual([true, true, true, false])
  })
})

describe('passwords', () => {
  it('need 6 to 64 characters equal to the confirmation', () => {
    expect(ACCOUNT_TEXT.passwordLength).toBe('Panjang password 6–64 karakter.')
    expect(value(checkNewPassword('12345', '12345'))).toBe(ACCOUNT_TEXT.passwordLength)
    expect(value(checkNewPassword('a'.repeat(65), 'a'.repeat(65)))).toBe(ACCOUNT_TEXT.passwordLength)
    expect(value(checkNewPassword('rahasia1', 'rahasia2'))).toBe('Konfirmasi tidak sama.')
    expect(value(checkResetPassword('rahasia1', 'rahasia2'))).toBe('Password tidak sama.')
    expect(value(checkResetPassword('rahasia1', 'rahasia1'))).toBe('rahasia1')
  })

  it('are one rule with one sentence, whoever sets them (docs/product.md §5.1)', () => {
    expect(value(checkResetPassword('12345', '12345'))).toBe('Panjang password 6–64 karakter.')
    expect(value(checkResetPassword('a'.repeat(65), 'a'.repeat(65)))).toBe('Panjang password 6–64 karakter.')
    expect(value(checkResetPassword('a\u0007bcdef', 'a\u0007bcdef'))).toBe('Panjang password 6–64 karakter.')
    expect(value(checkNewPassword('a'.repeat(64), 'a'.repeat(64)))).toBe('a'.repeat(64))
  })
})

describe('optional texts', () => {
  it('are null when empty and refuse what they may not hold', () => {
    expect(value(checkAddress(''))).toBeNull()
    expect(value(checkAddress('Jl. Raya Bogor No. 12, RT 03/04'))).toBe('Jl. Raya Bogor No. 12, RT 03/04')
    expect(value(checkLandline('(021) 555-1234'))).toBe('(021) 555-1234')
    expect(value(checkLandline('021 555 1234 ext 5'))).toBe(ACCOUNT_TEXT.landline)
    expect(value(checkDescription('Bengkel <script>'))).toBe(ACCOUNT_TEXT.description)
    expect(value(checkDescription('x'.repeat(101)))).toBe(ACCOUNT_TEXT.description)
  })
})

describe('codes and store names', () => {
  it('clean and check salesman codes, store codes and store names', () => {
    expect(value(checkSalesmanCode('ab1'))).toBe('AB1')
    expect(value(checkSalesmanCode('ab'))).toBe(ACCOUNT_TEXT.salesmanCode)
    expect(value(checkSalesmanCode('abcdef'))).toBe(ACCOUNT_TEXT.salesmanCode)
    expect(value(checkStoreCode(' c001 2345 '))).toBe('C0012345')
    expect(value(checkStoreCode('C-01'))).toBe(ACCOUNT_TEXT.storeCode)
    expect(value(checkStoreCode('X'.repeat(21)))).toBe(ACCOUNT_TEXT.storeCode)
    expect(value(checkStoreName('cv. berkah (cakung) & co/2-b'))).toBe('CV. BERKAH (CAKUNG) & CO/2-B')
    expect(value(checkStoreName('ab'))).toBe(ACCOUNT_TEXT.storeName)
    expect(value(checkStoreName('TOKO "JAYA"'))).toBe(ACCOUNT_TEXT.storeName)
  })
})

describe('photos picked in a form', () => {
  it('takes JPG, PNG and WebP up to 2 MB, in the wording of each screen', () => {
    expect(checkPhotoFile({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toEqual({ ok: true, value: true })
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toEqual({ ok: false, message: 'Format harus JPG/PNG/WebP' })
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toEqual({ ok: false, message: 'Ukuran maks 2MB' })
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 }, ACCOUNT_TEXT.profilePhotoSize)).toEqual({
      ok: false,
      message: 'Maks 2 MB',
    })
  })
})
