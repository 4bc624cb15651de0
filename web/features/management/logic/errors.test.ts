import { describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { availabilityOf } from './availability'
import { failureText } from './errors'
import { failedText } from './messages'

describe('a failed write', () => {
  it("shows the server's detail on the field it names", () => {
    const error = new ApiError(422, { code: ERROR_CODES.FIELD_INVALID, detail: ACCOUNT_TEXT.mobile, field: 'mobile' })
    expect(failureText(error, failedText)).toEqual({ field: 'mobile', message: ACCOUNT_TEXT.mobile })
  })

  it('places a taken username, a taken code and a refused photo on their fields', () => {
    const taken = new ApiError(409, { code: ERROR_CODES.USERNAME_TAKEN, detail: ACCOUNT_TEXT.usernameTaken })
    expect(failureText(taken, failedText).field).toBe('username')
    expect(failureText(new ApiError(409, { code: ERROR_CODES.STORE_CODE_TAKEN, detail: 'x' }), failedText).field).toBe(
      'ibs_cust_code',
    )
    expect(failureText(new ApiError(413, { code: ERROR_CODES.PHOTO_TOO_LARGE, detail: 'x' }), failedText).field).toBe('image')
  })

  it("says 'Gagal ({status})' without a detail, and a network failure in words", () => {
    expect(failureText(new ApiError(500, null), failedText)).toEqual({ field: null, message: 'Gagal (500)' })
    expect(failureText(new ApiError(0, { code: 'NETWORK_ERROR', detail: 'x' }), failedText).message).toBe(
      'Terjadi kesalahan jaringan',
    )
    expect(failureText(new TypeError('boom'), failedText).message).toBe('Terjadi kesalahan jaringan')
  })
})

describe('availability', () => {
  const snap = { settled: true, pending: false, failed: false, answer: null }
  it('is unknown until the text rests, checking while asked, then available or taken', () => {
    expect(availabilityOf({ ...snap, settled: false, answer: { free: true, message: null } }).status).toBe('unknown')
    expect(availabilityOf({ ...snap, pending: true }).status).toBe('checking')
    expect(availabilityOf({ ...snap, answer: { free: true, message: null } }).status).toBe('available')
    expect(availabilityOf({ ...snap, answer: { free: false, message: 'x' } })).toEqual({
      status: 'taken',
      message: 'x',
      failed: false,
    })
    expect(availabilityOf({ ...snap, failed: true })).toEqual({ status: 'unknown', message: null, failed: true })
  })
})
