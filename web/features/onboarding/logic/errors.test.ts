import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { commitErrorText, needsNewCheck } from './errors'

describe('commitErrorText', () => {
  it('shows expiry and change details, else Gagal menyimpan.', () => {
    const expired = new ApiError(410, { code: 'ONBOARDING_TOKEN_EXPIRED', detail: 'Hasil pemeriksaan sudah kedaluwarsa.' })
    expect(commitErrorText(expired)).toBe('Hasil pemeriksaan sudah kedaluwarsa.')
    expect(commitErrorText(new ApiError(503, null))).toBe('Gagal menyimpan.')
  })

  it('says where the passwords of a file saved already are to be had', () => {
    const again = new ApiError(409, { code: 'ONBOARDING_ALREADY_COMMITTED', detail: 'Sudah disimpan.' })
    expect(commitErrorText(again)).toMatch(/^File ini sudah disimpan sebelumnya\. .*Reset Password di List User\.$/)
  })
})

describe('needsNewCheck', () => {
  it('is true when the token is spent, stale or the data changed, not for a network fault', () => {
    for (const code of [
      'ONBOARDING_TOKEN_INVALID',
      'ONBOARDING_TOKEN_EXPIRED',
      'ONBOARDING_ALREADY_COMMITTED',
      'ONBOARDING_CHANGED',
    ]) {
      expect(needsNewCheck(new ApiError(409, { code, detail: 'x' }))).toBe(true)
    }
    expect(needsNewCheck(new ApiError(0, { code: 'NETWORK_ERROR', detail: 'x' }))).toBe(false)
    expect(needsNewCheck(new Error('x'))).toBe(false)
  })
})
