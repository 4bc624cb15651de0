// The auth feature as other parts of the server use it (seeding makes password hashes), and what
// the composition roots wire: the service and routes, the session store and the channels on which
// ended sessions are announced, the scrypt gate, and the pruning main.ts runs at start.
export { HashGate } from './hash-gate'
export { defaultParams, hashPassword, type ScryptParams, verifyPassword } from './password'
export { pruneAuthTables } from './queries'
export { authRoutes } from './routes'
export { createAuthService } from './service'
export { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from './session-rules'
export { createSessionStore } from './session-store'
