// POST /api/auth/role through the session layer (web/lib/session), which also remembers the role
// and forgets what was cached under the old one.
import { useMutation } from '@tanstack/react-query'
import type { Role } from '#common/roles.ts'
import { selectRole } from '#web/lib/session/session-actions.ts'

export function useSelectRole() {
  return useMutation({ mutationFn: (role: Role) => selectRole(role) })
}
