// POST /api/auth/logout (product.md §7).
import type { OkResponse } from '../../../../common/auth'
import { api } from '../../../api/client'

export function postLogout(): Promise<OkResponse> {
  return api.post('/auth/logout', undefined, { ignoreAuthFailure: true })
}
