// What the app does with the session (product.md §2.2, §6, §8.2): hydrate, choose a role, log out. Signing in is sign-in.ts.
import type { Role } from '#common/roles.ts'
import { ApiError, hasCsrfCookie, setAuthFailureHandler, setPasswordChangeHandler } from '#web/api/client.ts'
import { paths } from '#web/lib/paths.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { clearStored, readStored, removeStored, writeStored } from '#web/lib/storage.ts'
import { postLogout } from '../api/logout'
import { getMe } from '../api/me'
import { postSelectRole } from '../api/post-select-role'
import { prunePreferredRole, rememberPreferredRole } from './preferred-role'
import { readSessionResponse, type SessionSnapshot } from './session-response'
import { clearSessionState, getSessionState, markSessionReady, requirePasswordChange, setSessionSnapshot } from './session-store'

/**
 * The tab's last session answer, so a reload without a network still opens the app (session
 * storage: this tab only, gone with it and at logout). It grants nothing: the server checks the
 * session cookie on every call, and me is asked again as soon as the network returns.
 */
const REMEMBERED_KEY = 'session_snapshot'

function readRemembered(): SessionSnapshot | null {
  try {
    return readSessionResponse(JSON.parse(readStored('session', REMEMBERED_KEY) ?? 'null'))
  } catch {
    return null
  }
}

/** Makes a session answer the current session (sign-in.ts uses it too). */
export function applySnapshot(snapshot: SessionSnapshot): void {
  prunePreferredRole(snapshot.roles)
  setSessionSnapshot(snapshot)
  writeStored('session', REMEMBERED_KEY, JSON.stringify(snapshot))
}

/**
 * The session a server-rendered page came with (its me answer, or null for nobody): the store holds
 * it before the app hydrates, so the first render is the server's. A garbled one asks me instead.
 */
export function applyRenderedSession(session: unknown): Promise<void> | void {
  if (session === null) return markSessionReady()
  try {
    applySnapshot(readSessionResponse(session))
  } catch {
    return hydrateSession(window.location.pathname)
  }
}

/** Asks me who is signed in (sign-in.ts uses it too). */
export async function fetchMe(): Promise<SessionSnapshot> {
  return readSessionResponse(await getMe())
}

/**
 * Runs once before the first navigation. me is asked only when a csrf cookie exists (no cookie,
 * no session) and never on /login, so the sign-in form appears at once.
 */
export async function hydrateSession(pathname: string): Promise<void> {
  if (pathname === paths.login || !hasCsrfCookie()) {
    markSessionReady()
    return
  }
  await askWhoIsSignedIn(getSessionState().version)
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0

async function askWhoIsSignedIn(version: number): Promise<void> {
  try {
    const snapshot = await fetchMe()
    if (getSessionState().version === version) applySnapshot(snapshot)
  } catch (error) {
    if (getSessionState().version !== version) return
    if (isNetworkFailure(error)) return waitForNetwork(version)
    removeStored('session', REMEMBERED_KEY)
    clearSessionState()
  }
}

/**
 * No network (a reload in a workshop with no signal): the tab's last session opens the app at
 * once, or the loader stays; me is asked again when the browser is back online. A login or
 * logout in between (a new version) makes the late answer count for nothing.
 */
function waitForNetwork(version: number): void {
  const remembered = readRemembered()
  if (remembered && getSessionState().status === 'loading') setSessionSnapshot(remembered, false)
  window.addEventListener('online', () => void askWhoIsSignedIn(version), { once: true })
}

/**
 * On /login hydration is skipped; this quiet check in the background still lets the login page
 * send an already signed-in visitor home. A failure changes nothing.
 */
export async function probeSessionInBackground(): Promise<void> {
  const { user, version } = getSessionState()
  if (user || !hasCsrfCookie()) return
  try {
    const snapshot = await fetchMe()
    if (getSessionState().version === version) applySnapshot(snapshot)
  } catch {
    // Not signed in: the visitor simply stays on the form.
  }
}

/** Picks the working role of a dual-role account; the server rotates the session. */
export async function selectRole(role: Role): Promise<SessionSnapshot> {
  const snapshot = readSessionResponse(await postSelectRole(role))
  rememberPreferredRole(role)
  // Lists and counts are scoped by the working role: nothing cached under the old one may show.
  queryClient.clear()
  applySnapshot(snapshot)
  return snapshot
}

/**
 * Forgets everything of this session in the browser; preferred_role (local) stays. `onPurpose`:
 * the person ended it (the sign-in form then leads to his home, not back to this page).
 */
function clearLocalSession(onPurpose: boolean): void {
  clearSessionState(onPurpose)
  clearStored('session')
  queryClient.clear()
}

export async function logout(): Promise<void> {
  try {
    await postLogout()
  } catch {
    // The server session may already be gone; the browser side is cleared regardless.
  }
  clearLocalSession(true)
}

/**
 * After one's own password changed or was reset (product.md §2.14, §7): the server has ended every session of
 * the account already; the browser forgets everything, local and session storage alike.
 */
export function forgetEverything(): void {
  clearLocalSession(true)
  clearStored('local')
}

/**
 * The client reports the first 401/403 after a login; we log out once. The route guard then
 * sends the visitor to /login?redirect=<where they were>. A 403 PASSWORD_CHANGE_REQUIRED ends
 * nothing: the guard sends the account to 'Buat Password Baru'.
 */
export function installAuthFailureHandler(onSessionExpired: () => void): void {
  setAuthFailureHandler((status) => {
    void postLogout().catch(() => undefined)
    clearLocalSession(false)
    if (status === 401) onSessionExpired()
  })
  setPasswordChangeHandler(requirePasswordChange)
}
