// What a failed call says on the Feed Data screen: the server's sentence (a refused file says why),
// 'Gagal ({status})' when it gave none, and a network failure when no answer came.
import { ApiError } from '../../../api/client'

export const NETWORK_TEXT = 'Terjadi kesalahan jaringan'

export function failureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NETWORK_TEXT
  return error.detail || `Gagal (${error.status})`
}
