// Route guards of SPEC §2.2 as one pure decision, so every rule can be unit-tested.
import type { Role } from '../../common/roles'
import { areaOfPath, paths } from './paths'
import { loginUrlFor, REDIRECT_PARAM, safeUserRedirect } from './redirect'

const NOT_SELLER_NOTICE = 'Akses ditolak: bukan akun seller'

export interface GuardSession {
  status: 'loading' | 'ready'
  loggedIn: boolean
  role: Role | null
  roles: readonly Role[]
}

interface GuardInput {
  pathname: string
  search?: string
  session: GuardSession
  /** The login form has been submitted on this visit: it navigates by itself, do not bounce. */
  loginFormActive?: boolean
}

type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'pick-role' }
  | { kind: 'redirect'; to: string; notice?: string }

type Area = 'root' | 'login' | Role | 'other'

function areaOf(pathname: string): Area {
  if (pathname === paths.root) return 'root'
  if (pathname === paths.login) return 'login'
  return areaOfPath(pathname) ?? 'other'
}

/**
 * Where a signed-in account without a working role goes to pick one: the wanted user page when
 * safe, else the user home. The guard there shows the role picker, which then sends a seller to
 * the seller home; so the picker never lives on /login itself.
 */
export function rolePickLanding(search: string | undefined): string {
  return safeUserRedirect(new URLSearchParams(search ?? '').get(REDIRECT_PARAM)) ?? paths.home('user')
}

function decideLogin(input: GuardInput): GuardDecision {
  const { session, loginFormActive = false } = input
  if (!session.loggedIn || loginFormActive) return { kind: 'render' }
  return { kind: 'redirect', to: session.role ? paths.home(session.role) : rolePickLanding(input.search) }
}

function decideProtected(area: Role, input: GuardInput): GuardDecision {
  const { session, pathname, search = '' } = input
  if (session.status === 'loading') return { kind: 'wait' }
  if (!session.loggedIn) return { kind: 'redirect', to: loginUrlFor(pathname + search) }
  if (pathname === paths.profile('seller') && !session.roles.includes('seller')) {
    return { kind: 'redirect', to: paths.profile('user'), notice: NOT_SELLER_NOTICE }
  }
  if (!session.role) return { kind: 'pick-role' }
  if (session.role !== area) return { kind: 'redirect', to: paths.home(session.role) }
  return { kind: 'render' }
}

/** What to do with a visitor on `pathname`: show it, wait, ask for a role, or send elsewhere. */
export function decideRoute(input: GuardInput): GuardDecision {
  const area = areaOf(input.pathname)
  switch (area) {
    case 'root':
      return { kind: 'redirect', to: paths.login }
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
