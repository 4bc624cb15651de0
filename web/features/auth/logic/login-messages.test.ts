import { describe, expect, it } from 'vitest'
import { classifyLoginFailure, invalidCredentialsText } from './login-messages'

const now = new Date('2026-11-21T05:00:00Z')

describe('classifyLoginFailure', () => {
  it('counts 401 INVALID_CREDENTIALS', () => {
    expect(classifyLoginFailure({ status: 401, code: 'INVALID_CREDENTIALS' }, now)).toEqual({ kind: 'invalid-credentials' })
    expect(invalidCredentialsText(3)).toBe('Username atau kata sandi salah. (Sudah salah 3×)')
  })

  it('reads locked_until of a 423', () => {
    const failure = classifyLoginFailure(
      { status: 423, code: 'AUTH_LOCKED', body: { locked_until: '2026-11-21T05:15:00Z' } },
      now,
    )
    expect(failure).toEqual({ kind: 'locked', lockedUntil: new Date('2026-11-21T05:15:00Z') })
  })

  it('treats AUTH_LOCKED without a time as locked for the configured 15 minutes', () => {
    expect(classifyLoginFailure({ status: 423, code: 'AUTH_LOCKED', body: {} }, now)).toEqual({
      kind: 'locked',
      lockedUntil: new Date('2026-11-21T05:15:00Z'),
    })
  })

  it('treats any answer with locked_until as locked', () => {
    const failure = classifyLoginFailure({ status: 401, code: 'X', body: { locked_until: '2026-11-21T05:01:00Z' } }, now)
    expect(failure.kind).toBe('locked')
  })

  it.each([
    [403, 'ACCOUNT_NO_ACCESS', 'Akun Anda tidak memiliki akses.'],
    [429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi nanti.'],
    [500, 'INTERNAL_ERROR', 'Server bermasalah. Coba beberapa saat lagi.'],
    [503, 'SERVICE_UNAVAILABLE', 'Server bermasalah. Coba beberapa saat lagi.'],
  ])('status %i gives its fixed text', (status, code, text) => {
    expect(classifyLoginFailure({ status, code, detail: 'server words' }, now)).toEqual({ kind: 'message', text })
  })

  it("says why staff or a buyer of a closed branch cannot sign in, in the server's words", () => {
    const closed = { status: 403, code: 'BRANCH_INACTIVE', detail: 'Cabang Anda sedang tidak aktif. Hubungi kantor pusat.' }
    expect(classifyLoginFailure(closed, now)).toEqual({
      kind: 'message',
      text: 'Cabang Anda sedang tidak aktif. Hubungi kantor pusat.',
    })
  })

  it('shows the detail, else the status text, else the status for anything else', () => {
    expect(classifyLoginFailure({ status: 400, code: 'VALIDATION_ERROR', detail: 'Username wajib diisi' }, now)).toEqual({
      kind: 'message',
      text: 'Username wajib diisi',
    })
    expect(classifyLoginFailure({ status: 404, statusText: 'Not Found' }, now)).toEqual({ kind: 'message', text: 'Not Found' })
    expect(classifyLoginFailure({ status: 418 }, now)).toEqual({ kind: 'message', text: 'Login gagal (418)' })
    expect(classifyLoginFailure({ status: 401, code: 'UNAUTHENTICATED', detail: '' }, now)).toEqual({
      kind: 'message',
      text: 'Login gagal (401)',
    })
  })
})
