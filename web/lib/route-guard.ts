// Route guards of SPEC §2.2 as one pure decision, so every rule can be unit-tested.
import { ROLE_HOME, type Role } from '../../common/roles'
import { loginUrlFor, REDIRECT_PARAM, safeUserRedirect } from './redirect'

export const SELLER_PROFILE_PATH = '/seller/profile'
export const USER_PROFILE_PATH = '/user/profile'
export const NOT_SELLER_NOTICE = 'Akses ditolak: bukan akun seller'

export interface GuardSession {
  status: 'loading' | 'ready'
  loggedIn: boolean
  role: Role | null
  roles: readonly Role[]
}

export interface GuardInput {
  pathname: string
  search?: string
  session: GuardSession
  /** The login form has been submitted on this visit: it navigates by itself, do not bounce. */
  loginFormActive?: boolean
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'pick-role' }
  | { kind: 'redirect'; to: string; notice?: string }

type Area = 'root' | 'login' | Role | 'other'

export function areaOf(pathname: string): Area {
  if (pathname === '/') return 'root'
  if (pathname === '/login') return 'login'
  if (pathname === '/user' || pathname.startsWith('/user/')) return 'user'
  if (pathname === '/seller' || pathname.startsWith('/seller/')) return 'seller'
  return 'other'
}

/**
 * Where a signed-in account without a working role goes to pick one: the wanted user page when
 * safe, else the user home. The guard there shows the role picker, which then sends a seller to
 * the seller home; so the picker never lives on /login itself.
 */
export function rolePickLanding(search: string | undefined): string {
  return safeUserRedirect(new URLSearchParams(search ?? '').get(REDIRECT_PARAM)) ?? ROLE_HOME.user
}

function decideLogin(input: GuardInput): GuardDecision {
  const { session, loginFormActive = false } = input
  if (!session.loggedIn || loginFormActive) return { kind: 'render' }
  return { kind: 'redirect', to: session.role ? ROLE_HOME[session.role] : rolePickLanding(input.search) }
}

function decideProtected(area: Role, input: GuardInput): GuardDecision {
  const { session, pathname, search = '' } = input
  if (session.status === 'loading') return { kind: 'wait' }
  if (!session.loggedIn) return { kind: 'redirect', to: loginUrlFor(pathname + search) }
  if (pathname === SELLER_PROFILE_PATH && !session.roles.includes('seller')) {
    return { kind: 'redirect', to: USER_PROFILE_PATH, notice: NOT_SELLER_NOTICE }
  }
  if (!session.role) return { kind: 'pick-role' }
  if (session.role !== area) return { kind: 'redirect', to: ROLE_HOME[session.role] }
  return { kind: 'render' }
}

/** What to do with a visitor on `pathname`: show it, wait, ask for a role, or send elsewhere. */
export function decideRoute(input: GuardInput): GuardDecision {
  const area = areaOf(input.pathname)
  switch (area) {
    case 'root':
      return { kind: 'redirect', to: '/login' }
    case 'login':
      return decideLogin(input)
    case 'user':
    case 'seller':
      return decideProtected(area, input)
    default:
      return { kind: 'render' }
  }
}

/** The guard's view of the session store's state. */
export function guardSessionOf(state: {
  status: 'loading' | 'ready'
  user: unknown
  role: Role | null
  roles: readonly Role[]
}): GuardSession {
  return { status: state.status, loggedIn: state.user !== null, role: state.role, roles: state.roles }
}
