// What a failed call says on head office's screens: the server's sentence, beside the field it
// names when there is one; 'Gagal ({status})' when it gave none; a call that never got an answer
// is a network failure. Codes are matched by ERROR_CODES, never by bare strings.
import { ERROR_CODES } from '../../../../common/errors'
import { ApiError } from '../../../api/client'
import { COMMON_TEXT, failedText } from './messages'

export interface Failure {
  /** The form field the sentence belongs beside, when the server named one. */
  field: string | null
  message: string
}

/** Codes that concern one field although the answer names none. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ERROR_CODES.USERNAME_TAKEN]: 'username',
  [ERROR_CODES.BRANCH_CODE_TAKEN]: 'code',
}

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status === 0) return { field: null, message: COMMON_TEXT.network }
  const named = error.body?.field
  const field = typeof named === 'string' && named !== '' ? named : (FIELD_OF_CODE[error.code] ?? null)
  return { field, message: error.detail || failedText(error.status) }
}
