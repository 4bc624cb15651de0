import { describe, expect, it } from 'vitest'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { PASSWORD, signIn } from '../test/management-factories'
import { twoInstancesForFile, within } from '../test/two-instances'

// Two instances of the portal on one database, each caching sessions for 5 s: a session ended
// through B (logout, another role) is refused on A at once, although A has it cached. The app
// clock stands still, so only the announcement through PostgreSQL can end A's copy.
let names: { buyer: string; dual: string }
const two = twoInstancesForFile(async ({ a }) => {
  const db = a.database.db
  const branch = await buildBranch(db)
  const store = await buildStore(db, branch.id)
  const buyer = await buildUser(db, { roles: ['user'], storeId: store.id, password: PASSWORD })
  const dual = await buildUser(db, { roles: ['user', 'seller'], storeId: store.id, branchId: branch.id, password: PASSWORD })
  names = { buyer: buyer.username, dual: dual.username }
})

describe('one session ended across instances', () => {
  it('a logout through B ends the session on A at once', async () => {
    const viaA = await signIn(two.a.app, names.buyer)
    expect((await viaA.get('/api/auth/me')).statusCode).toBe(200)
    expect((await two.throughB(viaA).post('/api/auth/logout')).statusCode).toBe(200)
    expect(await within(1_000, async () => (await viaA.get('/api/auth/me')).statusCode === 401)).toBe(true)
  })

  it('choosing another role through B ends the old session on A at once', async () => {
    const viaA = await signIn(two.a.app, names.dual)
    expect((await viaA.post('/api/auth/role', { role: 'user' })).statusCode).toBe(200)
    expect((await viaA.get('/api/cart')).statusCode).toBe(200)
    const viaB = two.throughB(viaA)
    expect((await viaB.post('/api/auth/role', { role: 'seller' })).statusCode).toBe(200)
    expect(await within(1_000, async () => (await viaA.get('/api/cart')).statusCode === 401)).toBe(true)
    expect((await viaB.get('/api/seller/users')).statusCode).toBe(200)
  })
})
