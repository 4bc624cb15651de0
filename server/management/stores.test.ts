import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import type { Store } from '#common/management.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import type { Agent } from '../test/app'
import { startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildUser } from '../test/factories'
import { PASSWORD, signIn } from '../test/management-factories'

// Stores of the staff member's branch (product.md §5.5, §7 /seller/stores*): the code
// normalised and unique everywhere, the list sorted and paged with its total, user counts and the
// detail with its users, staff last; another branch's stores never show.
let t: TestApp
let staff: Agent
let branchId: number
let otherBranchId: number
const seeded: Array<{ id: number; code: string; name: string; createdAt: string; users: number }> = []
let otherStoreId: number

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const jkt = await buildBranch(db)
  const bdg = await buildBranch(db)
  branchId = jkt.id
  otherBranchId = bdg.id
  await buildUser(db, { username: 'toko.staf', password: PASSWORD, roles: ['seller'], branchId: jkt.id })
  // seven stores: names and codes in different orders, created at ties, user counts with ties
  const specs = [
    { code: 'LSG001', name: 'TOKO GAMMA', at: '2026-03-01T00:00:00Z', users: 2 },
    { code: 'LSA002', name: 'TOKO ALFA', at: '2026-03-02T00:00:00Z', users: 0 },
    { code: 'LSD003', name: 'TOKO DELTA', at: '2026-03-02T00:00:00Z', users: 5 },
    { code: 'LSB004', name: 'TOKO BETA', at: '2026-02-01T00:00:00Z', users: 2 },
    { code: 'LSE005', name: 'TOKO EPSILON', at: '2026-04-01T00:00:00Z', users: 1 },
    { code: 'LSF006', name: 'BENGKEL FOXTROT', at: '2026-01-15T00:00:00Z', users: 0 },
    { code: 'LSH007', name: 'BENGKEL HOTEL', at: '2026-03-01T00:00:00Z', users: 3 },
  ]
  for (const spec of specs) {
    const store = await db
      .insertInto('stores')
      .values({ branch_id: jkt.id, ibs_cust_code: spec.code, name: spec.name, description: null, created_at: spec.at })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (let i = 0; i < spec.users; i++) await buildUser(db, { roles: ['user'], storeId: store.id })
    seeded.push({ id: store.id, code: spec.code, name: spec.name, createdAt: spec.at, users: spec.users })
  }
  const other = await db
    .insertInto('stores')
    .values({ branch_id: bdg.id, ibs_cust_code: 'LSX999', name: 'TOKO ALFA LAIN', description: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  otherStoreId = other.id
  await buildUser(db, { roles: ['user'], storeId: other.id })
  staff = await signIn(t.app, 'toko.staf')
})
afterAll(() => t.close())

const createStore = (body: Record<string, unknown>) => staff.post('/api/seller/stores', body)

async function list(query: string) {
  const res = await staff.get(`/api/seller/stores?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: Store[]; total: number; has_more: boolean }
}

describe('registering a store', () => {
  it('normalises the code and the name, keeps it in the branch, and answers 201 with the store', async () => {
    const res = await createStore({ ibs_cust_code: ' ab 12 cd ', name: '  toko   maju jaya ', description: ' Langganan lama ' })
    expect(res.statusCode).toBe(201)
    const store = res.json()
    expect(store).toEqual({
      id: expect.any(Number),
      ibs_cust_code: 'AB12CD',
      name: 'TOKO MAJU JAYA',
      description: 'Langganan lama',
      created_at: t.clock.now().toISOString(),
      users_count: 0,
      price_group: null,
      npwp: null,
      address: null,
    })
    const row = await t.database.db.selectFrom('stores').selectAll().where('id', '=', store.id).executeTakeFirstOrThrow()
    expect(row.branch_id).toBe(branchId)
    const events = await t.database.db.selectFrom('account_events').selectAll().where('store_id', '=', store.id).execute()
    expect(events).toMatchObject([{ action: 'created', user_id: null }])
  })

  it('takes a price group (uppercased) and an NPWP as written (digits kept), both optional', async () => {
    const res = await createStore({
      ibs_cust_code: 'GRP001',
      name: 'TOKO GRUP',
      price_group: ' bengkel-a ',
      npwp: '01.234.567.8-901.000',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ price_group: 'BENGKEL-A', npwp: '012345678901000' })
    const row = await t.database.db
      .selectFrom('stores')
      .select(['price_group', 'npwp'])
      .where('ibs_cust_code', '=', 'GRP001')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ price_group: 'BENGKEL-A', npwp: '012345678901000' })
    for (const [code, empty] of [
      ['GRP002', ''],
      ['GRP003', null],
      ['GRP004', '  '],
    ] as const) {
      const none = await createStore({ ibs_cust_code: code, name: 'TOKO TANPA GRUP', price_group: empty, npwp: empty })
      expect(none.statusCode, code).toBe(201)
      expect(none.json()).toMatchObject({ price_group: null, npwp: null })
    }
  })

  it('refuses a bad price group or NPWP with its sentence, and creates nothing', async () => {
    const refused = async (body: Record<string, unknown>, field: string, detail: string) => {
      const res = await createStore({ ibs_cust_code: 'GRPBAD', name: 'TOKO SALAH', ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    for (const price_group of ['GRUP.A', 'G'.repeat(21), 'grup/a']) {
      await refused({ price_group }, 'price_group', STORE_PRICE_TEXT.priceGroup)
    }
    for (const npwp of ['01.234.567.8-901.00', '12345678901234567', '01 234 567 8 901 000', 'NPWP']) {
      await refused({ npwp }, 'npwp', 'NPWP harus 15 atau 16 angka.')
    }
    // past the schema's cap: refused before any rule runs
    expect((await createStore({ ibs_cust_code: 'GRPBAD', name: 'TOKO SALAH', npwp: '1'.repeat(61) })).statusCode).toBe(400)
    const made = await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'GRPBAD').execute()
    expect(made).toEqual([])
  })

  it('takes an address, trimmed, optional; refuses a bad one with its sentence and creates nothing', async () => {
    const res = await createStore({ ibs_cust_code: 'ADR001', name: 'TOKO ALAMAT', address: '  Jl. Raya Bogor 12, Jakarta  ' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ address: 'Jl. Raya Bogor 12, Jakarta', price_group: null, npwp: null })
    const row = await t.database.db
      .selectFrom('stores')
      .select('address')
      .where('ibs_cust_code', '=', 'ADR001')
      .executeTakeFirstOrThrow()
    expect(row.address).toBe('Jl. Raya Bogor 12, Jakarta')
    for (const [code, empty] of [
      ['ADR002', ''],
      ['ADR003', null],
      ['ADR004', '  '],
    ] as const) {
      const none = await createStore({ ibs_cust_code: code, name: 'TOKO TANPA ALAMAT', address: empty })
      expect(none.statusCode, code).toBe(201)
      expect(none.json().address).toBeNull()
    }
    for (const address of ['A'.repeat(101), 'Jl. <Raya>', 'Jl.\tRaya']) {
      const bad = await createStore({ ibs_cust_code: 'ADRBAD', name: 'TOKO SALAH', address })
      expect(bad.statusCode, address).toBe(422)
      expect(bad.json()).toEqual({ code: 'FIELD_INVALID', detail: STORE_PRICE_TEXT.address, field: 'address' })
    }
    expect((await createStore({ ibs_cust_code: 'ADRBAD', name: 'TOKO SALAH', address: 'A'.repeat(201) })).statusCode).toBe(400)
    expect(await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'ADRBAD').execute()).toEqual([])
  })

  it('stores an empty, blank or missing description as null', async () => {
    for (const [code, description] of [
      ['DESC01', ''],
      ['DESC02', '   '],
      ['DESC03', null],
      ['DESC04', undefined],
    ] as const) {
      const res = await createStore({ ibs_cust_code: code, name: 'TOKO KOSONG', description })
      expect(res.statusCode, code).toBe(201)
      expect(res.json().description).toBeNull()
    }
  })

  it('refuses bad codes, names and descriptions with their sentences', async () => {
    const refused = async (body: Record<string, unknown>, field: string, detail: string) => {
      const res = await createStore({ ibs_cust_code: 'OKE123', name: 'TOKO OKE', ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    for (const code of ['AB', 'A-B-C', 'TOKO_1', 'A'.repeat(21), '', 'ÄBC']) {
      await refused({ ibs_cust_code: code }, 'ibs_cust_code', ACCOUNT_TEXT.storeCode)
    }
    for (const name of ['AB', 'TOKO <X>', 'TOKO "X"', 'A'.repeat(101), '   ']) {
      await refused({ name }, 'name', ACCOUNT_TEXT.storeName)
    }
    await refused({ description: 'a <b>' }, 'description', ACCOUNT_TEXT.description)
    await refused({ description: 'x'.repeat(101) }, 'description', ACCOUNT_TEXT.description)
    const made = await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'OKE123').execute()
    expect(made).toEqual([])
  })

  it('refuses a code already used, in any branch, however it is typed: 409', async () => {
    const taken = { code: 'STORE_CODE_TAKEN', detail: 'Kode IBS sudah terpakai. Gunakan kode lain.' }
    for (const code of ['LSG001', 'lsg 001', 'LSX999']) {
      const res = await createStore({ ibs_cust_code: code, name: 'TOKO DUPLIKAT' })
      expect(res.statusCode, code).toBe(409)
      expect(res.json()).toEqual(taken)
    }
  })

  it('refuses the second of two registrations of one code at the same moment', async () => {
    const other = await signIn(t.app, 'toko.staf')
    const [a, b] = await Promise.all([
      createStore({ ibs_cust_code: 'RACE01', name: 'TOKO SATU' }),
      other.post('/api/seller/stores', { ibs_cust_code: 'race 01', name: 'TOKO DUA' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    expect((a.statusCode === 409 ? a : b).json().code).toBe('STORE_CODE_TAKEN')
    const rows = await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'RACE01').execute()
    expect(rows).toHaveLength(1)
  })

  it('checks a code before saving: format sentence, exists (any branch), free', async () => {
    const check = async (code: string) =>
      (await staff.get(`/api/seller/stores/check-code?code=${encodeURIComponent(code)}`)).json()
    expect(await check('ab')).toEqual({ exists: false, message: ACCOUNT_TEXT.storeCode })
    expect(await check('lsg 001')).toEqual({ exists: true, message: null })
    expect(await check('LSX999')).toEqual({ exists: true, message: null })
    expect(await check('BARU99')).toEqual({ exists: false, message: null })
  })
})

describe('the store list', () => {
  const mine = (items: Store[]) => items.filter((s) => seeded.some((x) => x.id === s.id))
  const expected = (key: (s: (typeof seeded)[number]) => string | number, dir: 'asc' | 'desc') =>
    [...seeded]
      .sort((a, b) => {
        const ka = key(a)
        const kb = key(b)
        const sign = dir === 'asc' ? 1 : -1
        return ka === kb ? (a.id - b.id) * sign : (ka < kb ? -1 : 1) * sign
      })
      .map((s) => s.id)

  it('sorts by code, name, users and registration time, each direction, the id breaking ties', async () => {
    const keys = {
      ibs: (s: (typeof seeded)[number]) => s.code,
      name: (s: (typeof seeded)[number]) => s.name,
      users: (s: (typeof seeded)[number]) => s.users,
      created_at: (s: (typeof seeded)[number]) => s.createdAt,
    }
    for (const [sort, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        // only the seeded stores take part: 'LS' matches their codes and no other store's
        const body = await list(`q=LS&sort=${sort}&dir=${dir}&limit=100`)
        expect(
          body.items.map((s) => s.id),
          `${sort} ${dir}`,
        ).toEqual(expected(key, dir))
      }
    }
  })

  it('answers each store with its number of users', async () => {
    const body = await list('q=LS&limit=100')
    for (const s of seeded)
      expect(body.items.find((i) => i.id === s.id)).toMatchObject({ ibs_cust_code: s.code, users_count: s.users })
  })

  it('pages by offset with the total and has_more, without repeats', async () => {
    const first = await list('q=LS&sort=name&limit=3')
    expect(first).toMatchObject({ total: 7, has_more: true })
    const second = await list('q=LS&sort=name&limit=3&offset=3')
    const third = await list('q=LS&sort=name&limit=3&offset=6')
    expect(third).toMatchObject({ total: 7, has_more: false })
    const ids = [...first.items, ...second.items, ...third.items].map((s) => s.id)
    expect(ids).toEqual(expected((s) => s.name, 'asc'))
  })

  it('searches code and name, from two characters, and never shows another branch', async () => {
    expect((await list('q=bengkel')).items.map((s) => s.name).sort()).toEqual(['BENGKEL FOXTROT', 'BENGKEL HOTEL'])
    expect((await list('q=lsd0')).items.map((s) => s.ibs_cust_code)).toEqual(['LSD003'])
    const all = await list('limit=100')
    expect((await list('q=T&limit=100')).total).toBe(all.total)
    expect(all.items.map((s) => s.id)).not.toContain(otherStoreId)
    expect((await list('q=LSX999')).items).toEqual([])
    expect((await list('q=alfa%20lain')).items).toEqual([])
    expect(mine(all.items)).toHaveLength(7)
  })

  it('shows each store’s price group and sorts by it, stores without one last going up', async () => {
    const db = t.database.db
    const [g, a, d] = seeded
    await db.updateTable('stores').set({ price_group: 'GRUP-B' }).where('id', '=', g.id).execute()
    await db.updateTable('stores').set({ price_group: 'GRUP-A', npwp: '012345678901000' }).where('id', '=', a.id).execute()
    const up = await list('q=LS&sort=group&dir=asc&limit=100')
    expect(up.items.slice(0, 2).map((s) => [s.id, s.price_group])).toEqual([
      [a.id, 'GRUP-A'],
      [g.id, 'GRUP-B'],
    ])
    expect(up.items.find((s) => s.id === a.id)?.npwp).toBe('012345678901000')
    expect(up.items.find((s) => s.id === d.id)?.price_group).toBeNull()
    const down = await list('q=LS&sort=group&dir=desc&limit=100')
    expect(down.items.slice(-2).map((s) => s.id)).toEqual([g.id, a.id])
    await db.updateTable('stores').set({ price_group: null, npwp: null }).where('id', 'in', [g.id, a.id]).execute()
  })

  it('refuses a limit over 100, a negative offset and an unknown sort with 400', async () => {
    for (const query of ['limit=101', 'offset=-1', 'sort=branch_id', 'dir=up']) {
      expect((await staff.get(`/api/seller/stores?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('user counts and the store detail', () => {
  it('counts users of the asked stores, leaving other branches out', async () => {
    const [g, a, d] = seeded
    const res = await staff.get(`/api/seller/stores/user-counts?store_ids=${g.id},${a.id},${d.id},${otherStoreId},999999`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ [g.id]: 2, [a.id]: 0, [d.id]: 5 })
    expect((await staff.get('/api/seller/stores/user-counts?store_ids=')).json()).toEqual({})
  })

  it('refuses malformed ids and too many ids with 400', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',')
    for (const ids of ['a,b', '1,,2', '1;2', '-1', '0', '1.5', '99999999999', many]) {
      const res = await staff.get(`/api/seller/stores/user-counts?store_ids=${encodeURIComponent(ids)}`)
      expect(res.statusCode, ids).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect((await staff.get('/api/seller/stores/user-counts')).statusCode).toBe(400)
  })

  it('shows a store with its users, staff last', async () => {
    const db = t.database.db
    const store = seeded.find((s) => s.code === 'LSH007') as (typeof seeded)[number]
    const dual = await buildUser(db, { roles: ['user', 'seller'], storeId: store.id, branchId })
    const res = await staff.get(`/api/seller/stores/${store.id}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.store).toMatchObject({ id: store.id, ibs_cust_code: 'LSH007', name: 'BENGKEL HOTEL', users_count: 4 })
    expect(body.users).toHaveLength(4)
    expect(body.users.at(-1)).toMatchObject({ id: dual.id, role: 'staff' })
    expect(body.users.slice(0, 3).every((u: { role: string }) => u.role === 'user')).toBe(true)
    expect(otherBranchId).not.toBe(branchId)
  })
})
