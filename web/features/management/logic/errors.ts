// What a failed write says (SPEC §8): the server's detail, on the field it names when there is
// one; else the screen's 'Gagal … ({status})'; a request that never got an answer is a network
// failure. Codes are matched by ERROR_CODES, never by bare strings.
import { ERROR_CODES } from '../../../../common/errors'
import { ApiError } from '../../../api/client'
import { NETWORK_TEXT } from './messages'

export interface FailureText {
  /** The form field the sentence belongs beside, when the server named one. */
  field: string | null
  message: string
}

/** Codes that concern one field although the answer names none. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.USERNAME_TAKEN]: 'username',
  [ERROR_CODES.STORE_CODE_TAKEN]: 'ibs_cust_code',
  [ERROR_CODES.PHOTO_TOO_LARGE]: 'image',
  [ERROR_CODES.PHOTO_TYPE_INVALID]: 'image',
  [ERROR_CODES.PHOTO_UNREADABLE]: 'image',
}

function namedField(error: ApiError): string | null {
  const field = error.body?.field
  if (typeof field === 'string' && field !== '') return field
  return FIELD_OF_CODE[error.code] ?? null
}

/** `fallback` gets the HTTP status: failedText, createStoreFailedText, resetFailedText. */
export function failureText(error: unknown, fallback: (status: number) => string): FailureText {
  if (!(error instanceof ApiError)) return { field: null, message: NETWORK_TEXT }
  if (error.status === 0) return { field: null, message: NETWORK_TEXT }
  return { field: namedField(error), message: error.detail || fallback(error.status) }
}
