// The session lives outside React so the API client's one-time logout can clear it from anywhere.
import type { SessionUser } from '#common/auth.ts'
import type { Role } from '#common/roles.ts'
import type { SessionSnapshot } from './session-response'

export interface SessionState {
  /** 'loading' only while the first hydration runs; routes wait for 'ready'. */
  status: 'loading' | 'ready'
  user: SessionUser | null
  role: Role | null
  roles: Role[]
  /** Until the account chooses its own password, every protected route leads to 'Buat Password Baru'. */
  mustChangePassword: boolean
  /**
   * The person ended the session himself (Keluar, his own password changed): nothing to come
   * back to, so the sign-in form that follows carries no way back to the page he was on.
   */
  leftOnPurpose: boolean
  /** Bumped by every login, role choice and logout, so a late older answer cannot overwrite them. */
  version: number
}

type Listener = () => void

let state: SessionState = {
  status: 'loading',
  user: null,
  role: null,
  roles: [],
  mustChangePassword: false,
  leftOnPurpose: false,
  version: 0,
}
const listeners = new Set<Listener>()

function publish(next: SessionState): void {
  state = next
  for (const listener of listeners) listener()
}

export function getSessionState(): SessionState {
  return state
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setSessionSnapshot(snapshot: SessionSnapshot, bumpVersion = true): void {
  publish({
    status: 'ready',
    user: snapshot.user,
    role: snapshot.role,
    roles: snapshot.roles,
    mustChangePassword: snapshot.mustChangePassword,
    leftOnPurpose: false,
    version: bumpVersion ? state.version + 1 : state.version,
  })
}

/** No one is signed in any more; `onPurpose` when the person ended the session himself. */
export function clearSessionState(onPurpose = false): void {
  publish({
    status: 'ready',
    user: null,
    role: null,
    roles: [],
    mustChangePassword: false,
    leftOnPurpose: onPurpose,
    version: state.version + 1,
  })
}

/**
 * The server refused a call with PASSWORD_CHANGE_REQUIRED (the password was reset while this tab
 * was open): the session stays, and the route guard takes the account to 'Buat Password Baru'.
 */
export function requirePasswordChange(): void {
  if (state.user && !state.mustChangePassword) publish({ ...state, mustChangePassword: true })
}

export function markSessionReady(): void {
  if (state.status !== 'ready') publish({ ...state, status: 'ready' })
}
