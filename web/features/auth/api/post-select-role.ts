// POST /api/auth/role (product.md §7): the working role of a dual-role account; answers the new session.
import type { SelectRoleRequest, SessionResponse } from '#common/auth.ts'
import { api } from '#web/api/client.ts'

export function postSelectRole(role: SelectRoleRequest['role']): Promise<SessionResponse> {
  const body: SelectRoleRequest = { role }
  return api.post('/auth/role', body, { ignoreAuthFailure: true })
}
