import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../http/session-context'
import { branchSessionsEnded, endsSession, oneSessionEnded, userSessionsEnded } from './session-end'

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 7,
  username: 'budi',
  first_name: 'Budi',
  last_name: 'Santoso',
  roles: ['user'],
  store_id: null,
  store_name: null,
  branch_id: null,
  branch_code: null,
  store_branch_id: null,
  store_branch_code: null,
  must_change_password: false,
  ...over,
})

describe('which streams a notice of ended sessions ends', () => {
  const buyer = { idHash: 'abc', user: user({ store_id: 3, store_branch_id: 2 }) }
  const dual = { idHash: 'def', user: user({ roles: ['user', 'seller'], store_id: 3, store_branch_id: 2, branch_id: 1 }) }

  it('one session by its hash, a person by his id', () => {
    expect(endsSession({ idHash: 'abc' }, buyer)).toBe(true)
    expect(endsSession({ idHash: 'def' }, buyer)).toBe(false)
    expect(endsSession({ userId: 7 }, buyer)).toBe(true)
    expect(endsSession({ userId: 8 }, buyer)).toBe(false)
  })

  it("a closed branch: the account's own branch, else its store's (users.account_branch_id)", () => {
    expect(endsSession({ branchId: 2 }, buyer)).toBe(true)
    expect(endsSession({ branchId: 1 }, buyer)).toBe(false)
    // a buyer and staff member at once is of his staff branch, as the sessions table is
    expect(endsSession({ branchId: 1 }, dual)).toBe(true)
    expect(endsSession({ branchId: 2 }, dual)).toBe(false)
  })

  it('reads the payloads of the three channels and ignores a malformed one', () => {
    expect(userSessionsEnded('12')).toEqual({ userId: 12 })
    expect(userSessionsEnded('x')).toBeNull()
    expect(branchSessionsEnded('3')).toEqual({ branchId: 3 })
    expect(branchSessionsEnded('')).toBeNull()
    expect(oneSessionEnded('f00d')).toEqual({ idHash: 'f00d' })
    expect(oneSessionEnded('')).toBeNull()
  })
})
