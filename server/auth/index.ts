// The auth feature as other parts of the server use it (seeding makes password hashes).
export { defaultParams, hashPassword, verifyPassword } from './password'
export { SESSIONS_REVOKED_CHANNEL } from './session-rules'
