// The auth feature as other parts of the server use it (seeding makes password hashes).
export { defaultParams, hashPassword, type ScryptParams, verifyPassword } from './password'
export { BRANCH_CLOSED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from './session-rules'
export type { SessionStore } from './session-store'
