// Route guards of product.md §2.2 as one pure decision, so every rule can be unit-tested.
import { ORDER_BUCKETS, type OrderBucket } from '#common/order-status.ts'
import type { PlaceRole, Role } from '#common/roles.ts'
import { areaOfPath, paths } from './paths'
import { loginUrlFor, REDIRECT_PARAM, safeUserRedirect } from './redirect'

const NOT_SELLER_NOTICE = 'Akses ditolak: bukan akun seller'

export interface GuardSession {
  status: 'loading' | 'ready'
  loggedIn: boolean
  role: Role | null
  roles: readonly Role[]
  /** The password was set by someone else: 'Buat Password Baru' comes before any other screen. */
  mustChangePassword: boolean
  /** The person ended his session himself: the sign-in form carries no way back. */
  leftOnPurpose?: boolean
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

type Area = 'root' | 'login' | 'new-password' | Role | 'other'

function areaOf(pathname: string): Area {
  if (pathname === paths.root) return 'root'
  if (pathname === paths.login) return 'login'
  if (pathname === paths.newPassword) return 'new-password'
  return areaOfPath(pathname) ?? 'other'
}

/** Where a signed-in account goes once nothing else holds it: its role's home, or where it picks a role. */
function landingOf(session: GuardSession, search: string | undefined): string {
  return session.role ? paths.home(session.role) : rolePickLanding(search)
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
  if (session.mustChangePassword) return { kind: 'redirect', to: paths.newPassword }
  return { kind: 'redirect', to: landingOf(session, input.search) }
}

/** 'Buat Password Baru' is for a signed-in account that must choose its password; anyone else goes on. */
function decideNewPassword(input: GuardInput): GuardDecision {
  const { session } = input
  if (session.status === 'loading') return { kind: 'wait' }
  if (!session.loggedIn) return { kind: 'redirect', to: paths.login }
  if (!session.mustChangePassword) return { kind: 'redirect', to: landingOf(session, input.search) }
  return { kind: 'render' }
}

function decideProtected(area: Role, input: GuardInput): GuardDecision {
  const { session, pathname, search = '' } = input
  if (session.status === 'loading') return { kind: 'wait' }
  if (!session.loggedIn) return { kind: 'redirect', to: session.leftOnPurpose ? paths.login : loginUrlFor(pathname + search) }
  // the server answers nothing else until then (403 PASSWORD_CHANGE_REQUIRED)
  if (session.mustChangePassword) return { kind: 'redirect', to: paths.newPassword }
  // a buyer's mistake; head office opening it is simply not in its area
  if (pathname === paths.profile('seller') && !session.roles.includes('seller') && session.roles.includes('user')) {
    return { kind: 'redirect', to: paths.profile('user'), notice: NOT_SELLER_NOTICE }
  }
  if (!session.role) return { kind: 'pick-role' }
  if (session.role !== area) return { kind: 'redirect', to: sameOrderFor(pathname, session.role) ?? paths.home(session.role) }
  return { kind: 'render' }
}

/**
 * An order shared from the other side (a buyer's link on WhatsApp opened by staff, or the other
 * way round) opens the same order in the viewer's own area; the server decides whether he may
 * see it. Any other page of the other area leads home.
 */
function sameOrderFor(pathname: string, role: Role): string | null {
  if (!isPlaceRole(role)) return null
  const match = /^\/(?:user|seller)\/pesanan\/([a-z]+)\/([1-9]\d{0,15})$/.exec(pathname)
  const id = Number(match?.[2])
  if (!match || !(ORDER_BUCKETS as readonly string[]).includes(match[1]) || !Number.isSafeInteger(id)) return null
  return paths.orderDetail(role, match[1] as OrderBucket, id)
}

/** Head office has no order screens: an order's address leads it home. */
function isPlaceRole(role: Role): role is PlaceRole {
  return role === 'user' || role === 'seller'
}

/** What to do with a visitor on `pathname`: show it, wait, ask for a role, or send elsewhere. */
export function decideRoute(input: GuardInput): GuardDecision {
  const area = areaOf(input.pathname)
  switch (area) {
    case 'root':
      return { kind: 'redirect', to: paths.login }
    case 'login':
      return decideLogin(input)
    case 'new-password':
      return decideNewPassword(input)
    case 'user':
    case 'seller':
    case 'admin':
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
  mustChangePassword: boolean
  leftOnPurpose?: boolean
}): GuardSession {
  return {
    status: state.status,
    loggedIn: state.user !== null,
    role: state.role,
    roles: state.roles,
    mustChangePassword: state.mustChangePassword,
    leftOnPurpose: state.leftOnPurpose ?? false,
  }
}
