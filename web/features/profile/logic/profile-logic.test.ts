import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { profileErrorText } from './errors'
import { canChangePassword, confirmError, nextPasswordError } from './password-form'
import { initials, orDash, roleText } from './view'

describe('profile error texts (product.md §8.3)', () => {
  it('names the password codes, else shows the server text, else the status', () => {
    const err = (status: number, body: unknown) => new ApiError(status, body as never)
    expect(profileErrorText(err(401, { code: 'INVALID_CREDENTIALS', detail: 'x' }), 'f')).toBe('Password saat ini salah.')
    expect(profileErrorText(err(422, { code: 'PASSWORD_LENGTH_INVALID', detail: 'x' }), 'f')).toBe(
      'Panjang password 6–64 karakter.',
    )
    expect(profileErrorText(err(422, { code: 'PASSWORD_MISMATCH' }), 'f')).toBe('Konfirmasi password tidak cocok.')
    expect(profileErrorText(err(409, { code: 'PROFILE_FIELD_LOCKED', detail: 'Email sudah diisi.' }), 'f')).toBe(
      'Email sudah diisi.',
    )
    expect(profileErrorText(err(502, null), 'f')).toBe('HTTP 502')
    expect(profileErrorText(new Error('boom'), 'Gagal menyimpan')).toBe('Gagal menyimpan')
  })
})

describe('the Ganti Password form (product.md §5.1)', () => {
  it('stays disabled without the current password, under 6 characters or with another confirmation', () => {
    expect(canChangePassword({ current: '', next: 'rahasia1', confirm: 'rahasia1' })).toBe(false)
    expect(canChangePassword({ current: 'lama', next: 'abcde', confirm: 'abcde' })).toBe(false)
    expect(canChangePassword({ current: 'lama', next: 'abcdef', confirm: 'abcdeg' })).toBe(false)
    expect(canChangePassword({ current: 'lama', next: 'abcdef', confirm: 'abcdef' })).toBe(true)
    expect(confirmError({ current: '', next: 'abcdef', confirm: 'abc' })).toBe('Konfirmasi password tidak cocok.')
    expect(confirmError({ current: '', next: 'abcdef', confirm: '' })).toBeNull()
  })

  it('takes the one rule of 6–64 characters and says its sentence for a new password out of bounds', () => {
    const long = 'x'.repeat(65)
    expect(canChangePassword({ current: 'lama', next: long, confirm: long })).toBe(false)
    expect(nextPasswordError({ current: 'lama', next: long, confirm: '' })).toBe('Panjang password 6–64 karakter.')
    expect(nextPasswordError({ current: 'lama', next: 'abc', confirm: '' })).toBe('Panjang password 6–64 karakter.')
    expect(nextPasswordError({ current: 'lama', next: 'x'.repeat(64), confirm: '' })).toBeNull()
    expect(nextPasswordError({ current: 'lama', next: '', confirm: '' })).toBeNull()
  })
})

describe('profile view', () => {
  it('reads initials, empty values and the roles held', () => {
    expect(initials({ first_name: 'Budi', last_name: 'Santoso', username: 'budi' })).toBe('BS')
    expect(initials({ first_name: '', last_name: '', username: 'rina.staff' })).toBe('R')
    expect(orDash(null)).toBe('-')
    expect(orDash('  ')).toBe('-')
    expect(roleText({ roles: ['user', 'seller'] })).toBe('Pembeli & Staff')
    expect(roleText({ roles: ['admin'] })).toBe('Admin Pusat')
  })
})
