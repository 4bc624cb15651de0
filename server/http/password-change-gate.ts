import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error'

// An account whose password someone else set (onboarding, Daftar User, a reset) chooses its own
// before anything else. The screen takes it to 'Buat Password Baru', but the rule holds here,
// whatever a client calls: only these routes answer until the password is changed.
const OPEN_ROUTES = new Set(['GET /api/auth/me', 'GET /api/auth/csrf', 'POST /api/auth/logout', 'POST /api/auth/change-password'])

/** Registered after the session is resolved, before any route runs. */
export function registerPasswordChangeGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.session?.user.must_change_password) return
    if (OPEN_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return
    throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', 'Buat password baru terlebih dahulu.')
  })
}
