// The session lives outside React so the API client's one-time logout can clear it from anywhere.
import type { SessionUser } from '../../../common/auth'
import type { Role } from '../../../common/roles'
import type { SessionSnapshot } from './session-response'

export interface SessionState {
  /** 'loading' only while the first hydration runs; routes wait for 'ready'. */
  status: 'loading' | 'ready'
  user: SessionUser | null
  role: Role | null
  roles: Role[]
  /** Bumped by every login, role choice and logout, so a late older answer cannot overwrite them. */
  version: number
}

type Listener = () => void

let state: SessionState = { status: 'loading', user: null, role: null, roles: [], version: 0 }
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
    version: bumpVersion ? state.version + 1 : state.version,
  })
}

export function clearSessionState(): void {
  publish({ status: 'ready', user: null, role: null, roles: [], version: state.version + 1 })
}

export function markSessionReady(): void {
  if (state.status !== 'ready') publish({ ...state, status: 'ready' })
}
