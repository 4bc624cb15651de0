import { describe, expect, it } from 'vitest'
import { checkPerson, passwordField } from './account-person'
import { ACCOUNT_TEXT, failedSentences } from './account-rules'

// The person's fields of every registration form, as the screen and the server both check them.

// a person as both forms send him: the contact fields left empty
const names = { username: ' budi.s ', first_name: 'Budi', last_name: 'Santoso' }
const secret = { password: 'rahasia1', confirm_password: 'rahasia1' }
const typed = { ...names, ...secret, mobile: '0812 3456 789', email: 'Budi@Example.com', address: '', landline: '' }

describe("a person's fields", () => {
  it('pass with their cleaned values; an empty mobile, email or contact is none', () => {
    const checks = checkPerson(typed)
    expect(checks.username).toEqual({ ok: true, value: 'budi.s' })
    expect(checks.mobile).toEqual({ ok: true, value: '08123456789' })
    expect(checks.email).toEqual({ ok: true, value: 'budi@example.com' })
    expect(checks.address).toEqual({ ok: true, value: null })
    expect(failedSentences(checks)).toEqual({})
    const empty = checkPerson({ ...typed, mobile: '  ', email: '' })
    expect([empty.mobile, empty.email]).toEqual([
      { ok: true, value: null },
      { ok: true, value: null },
    ])
  })

  it('fail field by field with their rules’ sentences, an absent field as an empty one', () => {
    const checks = checkPerson({ ...typed, username: 'x', mobile: '12', first_name: undefined })
    expect(failedSentences(checks)).toEqual({
      username: ACCOUNT_TEXT.usernameFormat,
      first_name: ACCOUNT_TEXT.firstName,
      mobile: ACCOUNT_TEXT.mobile,
    })
  })

  it('say a password mismatch under the confirmation, a short password under the password', () => {
    const mismatch = checkPerson({ ...typed, confirm_password: 'lain' }).password
    expect(passwordField(mismatch)).toBe('confirm_password')
    const short = checkPerson({ ...typed, password: 'abc', confirm_password: 'abc' }).password
    expect(passwordField(short)).toBe('password')
    expect(passwordField(checkPerson(typed).password)).toBe('password')
  })
})
