// Signing in: POST /api/auth/login, then GET /api/auth/me. The calls live in the session layer
// (../logic/sign-in.ts), which owns what a sign-in changes; this is the form's mutation over them.
import { useMutation } from '@tanstack/react-query'
import { login } from '../logic/sign-in'

interface LoginInput {
  /** Already normalised (common/username.ts). */
  username: string
  password: string
}

export function useLogin() {
  return useMutation({ mutationFn: ({ username, password }: LoginInput) => login(username, password) })
}
