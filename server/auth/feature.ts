import { defineFeature } from '../lib/feature'
import { HashGate } from './hash-gate'
import { defaultParams, type ScryptParams } from './password'
import { authRoutes } from './routes'
import { createAuthService } from './service'
import { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from './session-rules'
import { createSessionStore, type SessionStore } from './session-store'
import type {} from './tables' // its tables' types, merged into Database

/** How passwords are hashed: one scrypt gate for the process, shared by sign-in and staff setting passwords. */
export interface Passwords {
  gate: HashGate
  scrypt: ScryptParams
}

declare module '../lib/feature' {
  interface Services {
    /** the sessions, kept briefly per instance and forgotten when any instance announces their end */
    sessions: SessionStore
    passwords: Passwords
  }
}

export const authFeature = defineFeature({
  name: 'auth',
  needs: [],
  gives: ['sessions', 'passwords'],
  channels: [SESSIONS_REVOKED_CHANNEL, SESSION_ENDED_CHANNEL, BRANCH_CLOSED_CHANNEL],
  tables: ['sessions', 'login_attempts'],
  build({ db, clock, config, channels, secret }) {
    const policy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours }
    const sessions = createSessionStore({ db, clock, policy, cacheSeconds: config.sessionCacheSeconds })
    // what any instance announces (ended sessions, a closed branch) reaches this one's cache too
    channels.listen(SESSIONS_REVOKED_CHANNEL, (userId) => sessions.forgetUser(Number(userId)))
    channels.listen(SESSION_ENDED_CHANNEL, sessions.forgetSession)
    channels.listen(BRANCH_CLOSED_CHANNEL, (branchId) => sessions.forgetBranch(Number(branchId)))
    const passwords = { gate: new HashGate(), scrypt: defaultParams(config.scryptLogN) }
    const auth = createAuthService({ db, clock, sessions, ...passwords, loginRatePerMinute: config.loginRatePerMinute })
    return {
      gives: { sessions, passwords },
      routes: (app) => authRoutes(app, { auth, secret, cookieSecure: config.cookieSecure }),
    }
  },
})
