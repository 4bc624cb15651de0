// Signing in (product.md §2.2, §2.4). Kept apart from session-actions.ts, which every page loads:
// the sign-in call and the error codes it reads load with the login form only.
import type { LoginRequest } from '#common/auth.ts'
import { rearmAuthFailure } from '#web/api/client.ts'
import { postLogin } from '../api/post-login'
import { readPreferredRole } from './preferred-role'
import { applySnapshot, fetchMe } from './session-actions'
import { readSessionResponse, type SessionSnapshot } from './session-response'

/** Signs in, then reloads the session from me (product.md §2.2: forced reload after login). */
export async function login(username: string, password: string): Promise<SessionSnapshot> {
  const preferred = readPreferredRole()
  const credentials: LoginRequest = preferred ? { username, password, role: preferred } : { username, password }
  const fromLogin = readSessionResponse(await postLogin(credentials))
  rearmAuthFailure()
  applySnapshot(fromLogin)
  try {
    const fromMe = await fetchMe()
    applySnapshot(fromMe)
    return fromMe
  } catch {
    return fromLogin
  }
}
