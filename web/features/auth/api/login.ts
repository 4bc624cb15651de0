// Signing in: POST /api/auth/login, then GET /api/auth/me. The calls live in the session layer
// (web/lib/session), which owns what a sign-in changes; this is the form's mutation over them.
import { useMutation } from '@tanstack/react-query'
import { login } from '#web/lib/session/sign-in.ts'

interface LoginInput {
  /** Already normalised (common/username.ts). */
  username: string
  password: string
}

export function useLogin() {
  return useMutation({ mutationFn: ({ username, password }: LoginInput) => login(username, password) })
}
