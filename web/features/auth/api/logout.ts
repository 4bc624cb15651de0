// POST /api/auth/logout (product.md §7).
import type { OkResponse } from '#common/auth.ts'
import { api } from '#web/api/client.ts'

export function postLogout(): Promise<OkResponse> {
  return api.post('/auth/logout', undefined, { ignoreAuthFailure: true })
}
