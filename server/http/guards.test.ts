import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Role } from '#common/roles.ts'
import { requireBranch, requirePlace, requireRole, requireStore } from './guards'
import type { SessionContext, SessionUser } from './session-context'

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  username: 'budi',
  first_name: 'Budi',
  last_name: 'Santoso',
  roles: ['user', 'seller'],
  store_id: null,
  store_name: null,
  branch_id: null,
  branch_code: null,
  store_branch_id: null,
  store_branch_code: null,
  must_change_password: false,
  ...over,
})
const request = (role: Role | null, over: Partial<SessionUser> = {}) =>
  ({ session: { rawId: 'r', idHash: 'h', role, user: user(over) } satisfies SessionContext }) as unknown as FastifyRequest
const anonymous = { session: null } as unknown as FastifyRequest
const atStore = { store_id: 3, store_branch_id: 1, store_branch_code: 'JKT01' }
const atBranch = { branch_id: 2, branch_code: 'BDG01' }

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    const e = error as { status: number; code: string; detail: string }
    return { status: e.status, code: e.code, detail: e.detail }
  }
  throw new Error('expected a refusal')
}

describe('guards', () => {
  it('refuse the anonymous with 401 and an account without a picked role with 403 ROLE_REQUIRED', () => {
    expect(refusal(() => requireStore(anonymous))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' })
    expect(refusal(() => requirePlace(request(null, atStore)))).toMatchObject({ status: 403, code: 'ROLE_REQUIRED' })
  })

  it('refuse the wrong role with 403 FORBIDDEN', () => {
    expect(refusal(() => requireRole(request('user', atStore), 'seller'))).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    expect(refusal(() => requireBranch(request('user', { ...atStore, ...atBranch })))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })

  it('narrow a buyer to his store and the branch that serves it', () => {
    const session = requireStore(request('user', atStore))
    expect(session.store).toEqual({ id: 3 })
    expect(session.branch).toEqual({ id: 1, code: 'JKT01' })
  })

  it('narrow staff to their branch, never to the branch of a store they also buy for', () => {
    const session = requireBranch(request('seller', { ...atStore, ...atBranch }))
    expect(session.branch).toEqual({ id: 2, code: 'BDG01' })
    expect(requirePlace(request('seller', { ...atStore, ...atBranch })).branch).toEqual({ id: 2, code: 'BDG01' })
    expect(requirePlace(request('user', { ...atStore, ...atBranch })).branch).toEqual({ id: 1, code: 'JKT01' })
  })

  it('refuse an account without its store or branch with a sentence that says which', () => {
    expect(refusal(() => requireStore(request('user', atBranch)))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      detail: 'Akun Anda tidak terhubung ke toko.',
    })
    expect(refusal(() => requirePlace(request('seller', atStore)))).toMatchObject({
      detail: 'Akun Anda tidak terhubung ke cabang.',
    })
  })
})
