import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { callFailure } from './call-failure'

describe('callFailure', () => {
  it("gives the server's sentence, on the field it names or the field its code concerns", () => {
    const named = new ApiError(422, { code: 'FIELD_INVALID', detail: 'No. HP tidak valid.', field: 'mobile' })
    expect(callFailure(named)).toEqual({ field: 'mobile', message: 'No. HP tidak valid.' })
    const taken = new ApiError(409, { code: 'USERNAME_TAKEN', detail: 'Username sudah dipakai.' })
    expect(callFailure(taken).field).toBeNull()
    expect(callFailure(taken, { fieldOfCode: { USERNAME_TAKEN: 'username' } }).field).toBe('username')
  })

  it("says the screen's sentence without a detail, and a network failure without an answer", () => {
    expect(callFailure(new ApiError(500, null)).message).toBe('Gagal (500)')
    expect(callFailure(new ApiError(500, null), { fallback: (status) => `Gagal reset (${status})` }).message).toBe(
      'Gagal reset (500)',
    )
    expect(callFailure(new TypeError('boom')).message).toBe('Terjadi kesalahan jaringan')
  })
})
