// GET /api/auth/me (product.md §7): who is signed in. A 401 only means nobody is, so it ends nothing.
import type { SessionResponse } from '#common/auth.ts'
import { api } from '#web/api/client.ts'

export function getMe(signal?: AbortSignal): Promise<SessionResponse> {
  return api.get('/auth/me', { signal, ignoreAuthFailure: true })
}
