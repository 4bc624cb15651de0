import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { FEATURES } from './features'
import { ManualClock } from './lib/clock'
import { featureTable } from './lib/compose-features'
import { Agent, TEST_CONFIG } from './test/app'
import { openTestDatabase } from './test/database'
import { memoFeature } from './test/memo-feature'
import { buildOrderWorld, PASSWORD, part } from './test/order-factories'

// docs/adding-a-feature.md's steps, done: the guide's worked example (server/test/memo-feature) is
// one folder and one line in the list, and it is served, guarded and listed like every feature.

const features = [...FEATURES, memoFeature]
let app: Awaited<ReturnType<typeof buildApp>>
let database: Awaited<ReturnType<typeof openTestDatabase>>
let w: Awaited<ReturnType<typeof buildOrderWorld>>

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG, features })
  await app.ready()
  w = await buildOrderWorld(database.db)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

async function signedIn(username: string) {
  const agent = new Agent(app)
  expect((await agent.login(username, PASSWORD)).statusCode).toBe(200)
  return agent
}

describe('a feature added as the guide says', () => {
  it('is served to the role its route names, and reacts to an order change', async () => {
    const staff = await signedIn(w.staff.username)
    expect((await staff.get('/api/seller/memo')).json()).toEqual({ changes_seen: 0 })
    const buyer = await signedIn(w.buyer.username)
    const product = await part(database.db)
    expect((await buyer.post('/api/cart/items', { product_id: product.id, qty: 2 })).statusCode).toBe(200)
    const checkout = await buyer.post('/api/cart/checkout', { product_ids: [product.id], note_user: '' })
    expect(checkout.statusCode).toBe(201)
    expect((await staff.get('/api/seller/memo')).json()).toEqual({ changes_seen: 1 })
    // another branch's staff see their own branch's count
    expect((await (await signedIn(w.staffBdg.username)).get('/api/seller/memo')).json()).toEqual({ changes_seen: 0 })
  })

  it('is guarded: nobody without a session, no buyer', async () => {
    expect((await new Agent(app).get('/api/seller/memo')).statusCode).toBe(401)
    expect((await (await signedIn(w.buyer2.username)).get('/api/seller/memo')).statusCode).toBe(403)
  })

  it('is listed: in the API reference and in the features table', async () => {
    const reference = (await new Agent(app).get('/api/openapi.json')).json() as { paths: Record<string, unknown> }
    expect(Object.keys(reference.paths)).toContain('/api/seller/memo')
    expect(featureTable(features)).toContain('| memo | `orderEvents` | `memo` |  |')
  })

  it('refuses a feature that needs what nobody before it gives', async () => {
    const early = [memoFeature, ...FEATURES]
    await expect(buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG, features: early })).rejects.toThrow(
      'feature memo needs orderEvents, which no feature before it gives',
    )
  })
})
