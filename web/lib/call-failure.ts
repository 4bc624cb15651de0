// What a failed call says on the desk screens (management, head office, Feed Data): the server's
// sentence, beside the field it names when there is one; the screen's 'Gagal … ({status})' when
// it gave none; a call that never got an answer is a network failure.
import { ApiError } from '../api/client'

export const NETWORK_TEXT = 'Terjadi kesalahan jaringan'
export const failedText = (status: number) => `Gagal (${status})`

export interface CallFailure {
  /** The form field the sentence belongs beside, when the server named one. */
  field: string | null
  message: string
}

interface FailureWording {
  /** the screen's sentence for an answer without one; it gets the HTTP status */
  fallback?: (status: number) => string
  /** codes that concern one field although the answer names none (matched by ERROR_CODES) */
  fieldOfCode?: Partial<Record<string, string>>
}

export function callFailure(error: unknown, { fallback = failedText, fieldOfCode = {} }: FailureWording = {}): CallFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { field: null, message: NETWORK_TEXT }
  const named = error.body?.field
  const field = typeof named === 'string' && named !== '' ? named : (fieldOfCode[error.code] ?? null)
  return { field, message: error.detail || fallback(error.status) }
}
