// What a failed write says on the management screens (web/lib/call-failure.ts): a taken username
// or store code and a refused photo belong beside their fields; else the screen's 'Gagal …
// ({status})'.
import { ERROR_CODES } from '#common/errors.ts'
import { type CallFailure, callFailure } from '#web/lib/call-failure.ts'

export type FailureText = CallFailure

const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.USERNAME_TAKEN]: 'username',
  [ERROR_CODES.STORE_CODE_TAKEN]: 'ibs_cust_code',
  [ERROR_CODES.PHOTO_TOO_LARGE]: 'image',
  [ERROR_CODES.PHOTO_TYPE_INVALID]: 'image',
  [ERROR_CODES.PHOTO_UNREADABLE]: 'image',
}

/** `fallback` gets the HTTP status: failedText, createStoreFailedText, resetFailedText. */
export const failureText = (error: unknown, fallback: (status: number) => string): FailureText =>
  callFailure(error, { fallback, fieldOfCode: FIELD_OF_CODE })
