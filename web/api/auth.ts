// Auth endpoints (SPEC §7). Shared by the session layer and the login and profile screens.
import type { Role } from '../../common/roles'
import { api } from './client'

const SCHEME = { scheme: 'scrypt' } as const

export interface LoginCredentials {
  username: string
  password: string
  /** The remembered preferred_role; sent only when set. */
  role?: Role
}

/** Raw answer of login, me and role choice; read it with readSessionResponse. */
export type RawSessionResponse = unknown

export function postLogin(credentials: LoginCredentials): Promise<RawSessionResponse> {
  // A 401/403 here is the answer to show on the form, not an ended session.
  return api.post('/auth/login', credentials, { query: SCHEME, ignoreAuthFailure: true })
}

export function postLogout(): Promise<unknown> {
  return api.post('/auth/logout', undefined, { ignoreAuthFailure: true })
}

export function getMe(signal?: AbortSignal): Promise<RawSessionResponse> {
  return api.get('/auth/me', { signal, ignoreAuthFailure: true })
}

export function postSelectRole(role: Role): Promise<RawSessionResponse> {
  return api.post('/auth/role', { role }, { ignoreAuthFailure: true })
}

export interface ChangePasswordInput {
  current_password: string
  new_password: string
}

export function postChangePassword(input: ChangePasswordInput): Promise<{ ok: true }> {
  // A 401 here means "current password wrong" and is shown on the form (SPEC §8 Profile).
  return api.post('/auth/change-password', input, {
    query: { scheme: 'scrypt', store: 'scrypt' },
    ignoreAuthFailure: true,
  })
}
