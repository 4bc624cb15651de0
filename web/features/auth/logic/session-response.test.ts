// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { PREFERRED_ROLE_KEY, prunePreferredRole, readPreferredRole, rememberPreferredRole } from './preferred-role'
import { readSessionResponse } from './session-response'

describe('readSessionResponse', () => {
  it('reads the login/me shape', () => {
    const snapshot = readSessionResponse({
      user: { id: 3, username: 'budi', first_name: 'Budi', last_name: 'S', role: 'user', roles: ['user'], store_id: 2 },
      id: 3,
      role: 'user',
      roles: ['user'],
    })
    expect(snapshot.role).toBe('user')
    expect(snapshot.roles).toEqual(['user'])
    expect(snapshot.user).toMatchObject({ id: 3, username: 'budi', store_id: 2, store_name: null })
  })

  it('accepts id at the top and role without roles (product.md §3)', () => {
    const snapshot = readSessionResponse({ id: 9, role: 'seller' })
    expect(snapshot.user.id).toBe(9)
    expect(snapshot.roles).toEqual(['seller'])
  })

  it('keeps a null role of an unpicked account of several roles, head office among them, and drops unknown roles', () => {
    const snapshot = readSessionResponse({ user: { id: 1 }, role: null, roles: ['user', 'seller', 'admin', 'root'] })
    expect(snapshot.role).toBeNull()
    expect(snapshot.roles).toEqual(['user', 'seller', 'admin'])
  })

  it('reads must_change_password, true only when the server says so', () => {
    expect(readSessionResponse({ id: 3, role: 'admin', must_change_password: true }).mustChangePassword).toBe(true)
    expect(readSessionResponse({ id: 3, role: 'admin', must_change_password: 'true' }).mustChangePassword).toBe(false)
    expect(readSessionResponse({ id: 3, role: 'admin' }).mustChangePassword).toBe(false)
    // the tab's remembered snapshot, read back after an offline reload
    const snapshot = readSessionResponse({ id: 3, role: 'user', must_change_password: true })
    expect(readSessionResponse(JSON.parse(JSON.stringify(snapshot))).mustChangePassword).toBe(true)
  })

  it('refuses an answer without a user id', () => {
    expect(() => readSessionResponse({ ok: true })).toThrow()
  })
})

describe('preferred_role', () => {
  beforeEach(() => localStorage.clear())

  it('is remembered and read back', () => {
    rememberPreferredRole('seller')
    expect(localStorage.getItem(PREFERRED_ROLE_KEY)).toBe('seller')
    expect(readPreferredRole()).toBe('seller')
  })

  it('is kept only while the account holds it', () => {
    rememberPreferredRole('seller')
    prunePreferredRole(['user', 'seller'])
    expect(readPreferredRole()).toBe('seller')
    prunePreferredRole(['user'])
    expect(localStorage.getItem(PREFERRED_ROLE_KEY)).toBeNull()
  })

  it('drops garbage', () => {
    localStorage.setItem(PREFERRED_ROLE_KEY, 'root')
    expect(readPreferredRole()).toBeNull()
    prunePreferredRole(['user'])
    expect(localStorage.getItem(PREFERRED_ROLE_KEY)).toBeNull()
  })
})
