import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartResponse } from '#common/cart.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'

// Adds of one current part (asked for by its own number or by numbers it replaced) sum in the
// cart whatever their order and timing, and the cart never passes 999 of a part (docs/product.md
// §5.3, §7): each add joins in full or is refused with the room left, none is lost.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests truly overlap.

let t: TestApp
let storeId: number
let n = 0
const id = new Map<string, number>()
const NUMBERS = ['MZ900026', 'MZ900001', 'MZ900000'] as const

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db)
  storeId = (await buildStore(db, branch.id)).id
  for (const sto_id of NUMBERS) id.set(sto_id, (await buildProduct(db, { sto_id })).id)
  // MZ900000 -> MZ900001 -> MZ900026: both older numbers lead to MZ900026
  await db
    .insertInto('part_supersessions')
    .values([
      { old_part_no: 'MZ900001', new_part_no: 'MZ900026', kind: 'replace', effective_date: '2025-01-01', source: null },
      { old_part_no: 'MZ900000', new_part_no: 'MZ900001', kind: 'replace', effective_date: '2025-01-01', source: null },
    ])
    .execute()
})
afterAll(() => t.close())

async function newBuyer() {
  const username = `serentak.${++n}`
  await buildUser(t.database.db, { username, password: 'rahasia1', roles: ['user'], storeId })
  const agent = new Agent(t.app)
  await agent.login(username, 'rahasia1')
  return agent
}

const add = (buyer: Agent, sto_id: string, qty: number) => buyer.post('/api/cart/items', { product_id: id.get(sto_id), qty })

async function cartLines(buyer: Agent) {
  const cart = (await buyer.get('/api/cart')).json() as CartResponse
  return cart.items.map((i) => [i.sto_id, i.qty])
}

describe('adds of one part at the same time', () => {
  it('counts both of two adds of one part sent at once', async () => {
    const buyer = await newBuyer()
    const answers = await Promise.all([add(buyer, 'MZ900026', 4), add(buyer, 'MZ900026', 3)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(await cartLines(buyer)).toEqual([['MZ900026', 7]])
  })

  it('counts a part and the number it replaced sent at once on the current part', async () => {
    const buyer = await newBuyer()
    await Promise.all([add(buyer, 'MZ900026', 4), add(buyer, 'MZ900001', 3), add(buyer, 'MZ900000', 2)])
    expect(await cartLines(buyer)).toEqual([['MZ900026', 9]])
  })

  it('joins a part already in the cart in one step, refusing only what would pass 999', async () => {
    const buyer = await newBuyer()
    await add(buyer, 'MZ900026', 990)
    const answers = await Promise.all([add(buyer, 'MZ900001', 5), add(buyer, 'MZ900026', 5)])
    const refused = answers.filter((a) => a.statusCode === 422)
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(refused.map((a) => a.json())).toEqual([
      expect.objectContaining({ code: 'CART_QTY_LIMIT', detail: 'Maks 999/produk. Masih bisa tambah 4', remaining: 4 }),
    ])
    expect(await cartLines(buyer)).toEqual([['MZ900026', 995]])
  })
})

describe('any set of adds leading to one current part', () => {
  it('sums, each add joining whole or refused with the room it had, never past 999', async () => {
    const addArb = fc.record({ number: fc.constantFrom(...NUMBERS), qty: fc.integer({ min: 1, max: 400 }) })
    // batches sent one after another, the adds of a batch all at once
    const batchesArb = fc.array(fc.array(addArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 })
    await fc.assert(
      fc.asyncProperty(batchesArb, async (batches) => {
        const buyer = await newBuyer()
        let joined = 0
        for (const batch of batches) {
          const answers = await Promise.all(batch.map((a) => add(buyer, a.number, a.qty)))
          answers.forEach((answer, i) => {
            if (answer.statusCode === 200) {
              joined += batch[i].qty
              return
            }
            expect(answer.statusCode, answer.body).toBe(422)
            const { code, remaining } = answer.json()
            expect(code).toBe('CART_QTY_LIMIT')
            // refused only when it did not fit in the room there was
            expect(remaining).toBeLessThan(batch[i].qty)
          })
        }
        const total = batches.flat().reduce((sum, a) => sum + a.qty, 0)
        expect(await cartLines(buyer)).toEqual([['MZ900026', joined]])
        expect(joined).toBeLessThanOrEqual(999)
        if (total <= 999) expect(joined).toBe(total)
      }),
      { numRuns: 25 },
    )
  })
})
