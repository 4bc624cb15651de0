// POST /api/auth/login (product.md §7). A csrf cookie left from an older session is refused with
// CSRF_INVALID: then a fresh one is fetched and the sign-in tried once more.
import type { LoginRequest, SessionResponse } from '#common/auth.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError, api, ensureCsrfToken } from '#web/api/client.ts'

function send(credentials: LoginRequest): Promise<SessionResponse> {
  // A 401/403 here is the answer to show on the form, not an ended session.
  return api.post('/auth/login', credentials, { query: { scheme: 'scrypt' }, ignoreAuthFailure: true })
}

export async function postLogin(credentials: LoginRequest): Promise<SessionResponse> {
  await ensureCsrfToken()
  try {
    return await send(credentials)
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.CSRF_INVALID) throw error
    await ensureCsrfToken(true)
    return send(credentials)
  }
}
