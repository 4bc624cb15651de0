import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/client'
import { commitErrorText, needsNewCheck, validateErrorText } from './errors'

describe('validateErrorText', () => {
  it('shows the server detail of a refused file', () => {
    const unreadable = new ApiError(422, { code: 'IMPORT_FILE_UNREADABLE', detail: 'File tidak dapat dibaca.' })
    expect(validateErrorText(unreadable)).toBe('File tidak dapat dibaca.')
    const big = new ApiError(413, { code: 'IMPORT_TOO_LARGE', detail: 'Ukuran file melebihi 10 MB' })
    expect(validateErrorText(big)).toBe('Ukuran file melebihi 10 MB')
  })

  it('falls back to its own sentence for server faults and odd errors, and names the network', () => {
    expect(validateErrorText(new ApiError(500, { code: 'INTERNAL_ERROR', detail: 'Terjadi kesalahan pada server.' }))).toBe(
      'Gagal memeriksa file.',
    )
    expect(validateErrorText(new Error('boom'))).toBe('Gagal memeriksa file.')
    expect(validateErrorText(new ApiError(0, { code: 'NETWORK_ERROR', detail: 'Terjadi kesalahan jaringan' }))).toBe(
      'Gagal memeriksa file. Terjadi kesalahan jaringan',
    )
  })
})

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
