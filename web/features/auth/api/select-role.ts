// POST /api/auth/role through the session (../logic/session-actions.ts), which also remembers the role
// and forgets what was cached under the old one.
import { useMutation } from '@tanstack/react-query'
import type { Role } from '#common/roles.ts'
import { selectRole } from '../logic/session-actions'

export function useSelectRole() {
  return useMutation({ mutationFn: (role: Role) => selectRole(role) })
}
