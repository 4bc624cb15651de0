// The auth feature: its descriptor (sessions, passwords, the sign-in routes), what other parts of
// the server use (seeding makes password hashes, main.ts prunes at start) and the channels on
// which ended sessions are announced.
export { authFeature } from './feature'
export { defaultParams, hashPassword, type ScryptParams, verifyPassword } from './password'
export { presentSession } from './presenter'
export { pruneAuthTables } from './queries'
export { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from './session-rules'
