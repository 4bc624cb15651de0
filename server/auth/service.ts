import { LOCKOUT_MINUTES, LOCKOUT_THRESHOLD, type LoginRequest } from '#common/auth.ts'
import { isAcceptablePassword, PASSWORD_LENGTH_TEXT, PASSWORD_MIN } from '#common/password.ts'
import type { Role } from '#common/roles.ts'
import { isValidUsername, normaliseUsername } from '#common/username.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { SessionContext } from '../http/session-context'
import type { Clock } from '../lib/clock'
import type { HashGate } from './hash-gate'
import { hashPassword, needsRehash, type ScryptParams, verifyPassword } from './password'
import * as q from './queries'
import { hashSessionId } from './session-rules'
import type { SessionStore } from './session-store'

export interface AuthDeps {
  db: Db
  clock: Clock
  sessions: SessionStore
  scrypt: ScryptParams
  gate: HashGate
  loginRatePerMinute: number
}

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
  /** The session cookie the browser came with, revoked at login (session fixation). */
  previousSessionId: string | undefined
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Username atau kata sandi salah.')
const locked = (until: Date) =>
  new AppError(423, 'AUTH_LOCKED', 'Akun terkunci sementara karena terlalu banyak percobaan.', {
    locked_until: until.toISOString(),
  })

export function createAuthService(deps: AuthDeps) {
  const { db, clock, sessions } = deps
  // A real-looking hash to verify against when the username is unknown, so timing tells nothing.
  let dummyHash: Promise<string> | undefined
  const dummy = () => (dummyHash ??= hashPassword('tidak-ada-akun-ini', deps.scrypt))

  async function checkAddressRate(username: string, ip: string): Promise<number> {
    const { id, recent } = await q.recordAttemptAndCount(db, { username, ip, at: clock.now() }, 60_000)
    if (recent > deps.loginRatePerMinute) {
      throw new AppError(429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi nanti.')
    }
    return id
  }

  function pickRole(roles: Role[], wanted: Role | undefined): Role | null {
    if (roles.length === 1) return roles[0]
    return wanted && roles.includes(wanted) ? wanted : null
  }

  async function login(input: LoginRequest, client: ClientInfo): Promise<SessionContext & { expiresAt: Date }> {
    const username = normaliseUsername(input.username)
    // rate limit and lockout come before any hashing: they are what keeps scrypt affordable
    const attemptId = await checkAddressRate(username || '-', client.ip)
    if (!isValidUsername(username) || input.password.length < PASSWORD_MIN) throw invalidCredentials()

    const user = await q.findUserForLogin(db, username)
    const now = clock.now()
    if (user?.locked_until && new Date(user.locked_until) > now) throw locked(new Date(user.locked_until))

    const matches = await deps.gate.run(async () => {
      if (user) return verifyPassword(input.password, user.password_hash)
      await verifyPassword(input.password, await dummy())
      return false
    })
    if (!user || !matches) {
      if (user) {
        const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000)
        const after = await q.registerFailure(db, user.id, LOCKOUT_THRESHOLD, lockUntil)
        if (after.locked_until && new Date(after.locked_until) > now) throw locked(new Date(after.locked_until))
      }
      throw invalidCredentials()
    }
    if (!user.is_active || user.roles.length === 0) {
      throw new AppError(403, 'ACCOUNT_NO_ACCESS', 'Akun Anda tidak memiliki akses.')
    }
    // a deactivated branch's staff and buyers stay out; head office is of no branch
    if (user.branch_active === false && !user.roles.includes('admin')) {
      throw new AppError(403, 'BRANCH_INACTIVE', 'Cabang Anda sedang tidak aktif. Hubungi kantor pusat.')
    }

    await q.markAttemptSuccessful(db, attemptId)
    if (user.failed_login_count > 0 || user.locked_until) await q.resetFailures(db, user.id)
    if (needsRehash(user.password_hash, deps.scrypt)) {
      await q.storePasswordHash(db, user.id, await deps.gate.run(() => hashPassword(input.password, deps.scrypt)), null)
    }
    if (client.previousSessionId) await sessions.revoke(hashSessionId(client.previousSessionId))
    return sessions.create({
      userId: user.id,
      role: pickRole(user.roles, input.role),
      ip: client.ip,
      userAgent: client.userAgent,
    })
  }

  /** A dual-role account picks the role it works in; the session id is renewed with it. */
  async function selectRole(session: SessionContext, role: Role, client: ClientInfo) {
    if (!session.user.roles.includes(role)) {
      throw new AppError(403, 'ROLE_NOT_HELD', 'Akun Anda tidak memiliki peran ini.')
    }
    await sessions.revoke(session.idHash)
    return sessions.create({ userId: session.user.id, role, ip: client.ip, userAgent: client.userAgent })
  }

  async function changePassword(session: SessionContext, currentPassword: string, newPassword: string): Promise<void> {
    const row = await q.findPasswordHash(db, session.user.id)
    const ok = row ? await deps.gate.run(() => verifyPassword(currentPassword, row.password_hash)) : false
    if (!ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Password saat ini salah.')
    if (!isAcceptablePassword(newPassword)) {
      throw new AppError(422, 'PASSWORD_LENGTH_INVALID', PASSWORD_LENGTH_TEXT)
    }
    // a password handed out by someone else must really be replaced
    if (newPassword === currentPassword) {
      throw new AppError(422, 'PASSWORD_REUSED', 'Password baru harus berbeda dari password saat ini.')
    }
    const hash = await deps.gate.run(() => hashPassword(newPassword, deps.scrypt))
    await db.transaction().execute(async (trx) => {
      await q.storePasswordHash(trx, session.user.id, hash, clock.now())
      await sessions.revokeAll(session.user.id, trx)
    })
    // a request between the revocation and the commit may have cached a session again
    sessions.forgetUser(session.user.id)
  }

  async function logout(session: SessionContext | null): Promise<void> {
    if (session) await sessions.revoke(session.idHash)
  }

  return { login, selectRole, changePassword, logout }
}

export type AuthService = ReturnType<typeof createAuthService>
