import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_SORTS, type UserListItem, type UserSort } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import { encodeCursor } from '../lib/cursor'
import type { Agent } from '../test/app'
import { startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, testHash } from '../test/factories'
import { signIn } from '../test/management-factories'

// The user list: 120 accounts of one branch (buyers of three stores, staff, a dual account) and a
// few of another branch that must never show. Every sort, both directions, with and without staff
// last, is paged with a small limit and compared with the order computed here: no row repeated,
// none skipped, ties broken by id. Names and codes are chosen so that any collation agrees.
let t: TestApp
let staff: Agent
type Seeded = {
  id: number
  username: string
  name: string
  staff: boolean
  mobile: string | null
  store: string
  createdAt: string
}
const branchUsers: Seeded[] = []
const otherIds: number[] = []
let storeIds: { alfa: number; beta: number; gama: number; bdg: number }

const LAST_NAMES = ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo']
const pad = (n: number, width: number) => String(n).padStart(width, '0')

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const jkt = await buildBranch(db)
  const bdg = await buildBranch(db)
  const alfa = await buildStore(db, jkt.id, { ibs_cust_code: 'TKALFA', name: 'TOKO ALFA' })
  const beta = await buildStore(db, jkt.id, { ibs_cust_code: 'TKBETA', name: 'TOKO BETA' })
  const gama = await buildStore(db, jkt.id, { ibs_cust_code: 'TKGAMA', name: 'TOKO GAMA' })
  const storeBdg = await buildStore(db, bdg.id, { ibs_cust_code: 'TKBDG1', name: 'TOKO ALFA BDG' })
  storeIds = { alfa: alfa.id, beta: beta.id, gama: gama.id, bdg: storeBdg.id }
  const stores = [alfa, beta, gama]
  const hash = await testHash('rahasia1')
  const base = Date.parse('2026-01-05T02:00:00Z')
  const rows = []
  for (let i = 1; i <= 120; i++) {
    const isStaff = i % 6 === 0
    const dual = i === 7
    const store = isStaff ? null : stores[i % 3]
    const roles: Role[] = dual ? ['user', 'seller'] : isStaff ? ['seller'] : ['user']
    // pairs share a second and differ by a microsecond; other pairs tie exactly (id decides)
    const micros = String(i % 2).padStart(6, '0')
    const createdAt = new Date(base + Math.floor(i / 4) * 1000).toISOString().replace(/\.\d{3}Z$/, `.${micros}Z`)
    rows.push({
      username: `lst${pad(i, 3)}`,
      password_hash: hash,
      roles,
      store_id: store?.id ?? null,
      branch_id: isStaff || dual ? jkt.id : null,
      first_name: 'Nama',
      last_name: LAST_NAMES[i % 5],
      mobile: i % 7 === 0 ? null : `0812${pad((i * 7919) % 100_000_000, 8)}`,
      created_at: createdAt,
    })
  }
  for (let i = 1; i <= 5; i++) {
    rows.push({
      username: `lst9${pad(i, 2)}`,
      password_hash: hash,
      roles: (i === 1 ? ['seller'] : ['user']) as Role[],
      store_id: i === 1 ? null : storeBdg.id,
      branch_id: i === 1 ? bdg.id : null,
      first_name: 'Nama',
      last_name: 'Charlie',
      mobile: `0812${pad(i, 8)}`,
      created_at: new Date(base + i * 1000).toISOString(),
    })
  }
  const inserted = await db
    .insertInto('users')
    .values(
      rows.map((r) => ({
        ...r,
        email: null,
        address: null,
        landline: null,
        description: null,
        ibs_salesman_code: null,
        avatar_id: null,
        locked_until: null,
        created_by: null,
      })),
    )
    .returning(['id', 'username'])
    .execute()
  for (const [n, row] of rows.entries()) {
    const id = inserted[n].id
    if (row.username.startsWith('lst9')) {
      otherIds.push(id)
      continue
    }
    const store = stores.find((s) => s.id === row.store_id)
    branchUsers.push({
      id,
      username: row.username,
      name: `${row.first_name} ${row.last_name}`.toLowerCase(),
      staff: row.roles.includes('seller'),
      mobile: row.mobile,
      store: store?.name ?? '',
      createdAt: row.created_at,
    })
  }
  staff = await signIn(t.app, 'lst006')
})
afterAll(() => t.close())

function keyOf(u: Seeded, sort: UserSort): string {
  switch (sort) {
    case 'username':
      return u.username
    case 'name':
      return u.name
    case 'role':
      return u.staff ? 'staff' : 'user'
    case 'store':
      return u.store
    case 'mobile':
      return u.mobile ?? ''
    case 'created_at':
      return u.createdAt
  }
}

function expectedOrder(sort: UserSort, dir: 'asc' | 'desc', staffLast: boolean): number[] {
  const sign = dir === 'asc' ? 1 : -1
  return [...branchUsers]
    .sort((a, b) => {
      if (staffLast && a.staff !== b.staff) return a.staff ? 1 : -1
      const ka = keyOf(a, sort)
      const kb = keyOf(b, sort)
      if (ka !== kb) return (ka < kb ? -1 : 1) * sign
      return (a.id - b.id) * sign
    })
    .map((u) => u.id)
}

async function page(query: string) {
  const res = await staff.get(`/api/seller/users?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: UserListItem[]; next_cursor: string | null }
}

/** Every page of a query, following next_cursor to the end. */
async function allPages(query: string): Promise<UserListItem[]> {
  const items: UserListItem[] = []
  let cursor: string | null = null
  for (let guard = 0; guard < 100; guard++) {
    const body = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
    items.push(...body.items)
    cursor = body.next_cursor
    if (!cursor) return items
  }
  throw new Error('the cursor never ended')
}

const idsOf = (items: UserListItem[]) => items.map((i) => i.id)

describe('the user list', () => {
  it('pages newest first by default, 50 a page, and the cursor reaches every user of the branch once', async () => {
    const first = await page('')
    expect(first.items).toHaveLength(50)
    expect(first.next_cursor).toEqual(expect.any(String))
    const items = await allPages('')
    expect(idsOf(items)).toEqual(expectedOrder('created_at', 'desc', false))
    expect(new Set(idsOf(items)).size).toBe(120)
  })

  it('keeps every sort, both directions, with and without staff last, exact across pages', async () => {
    for (const sort of USER_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const staffLast of [false, true]) {
          const query = `sort=${sort}&dir=${dir}&limit=17${staffLast ? '&role_bottom=staff' : ''}`
          const items = await allPages(query)
          expect(idsOf(items), query).toEqual(expectedOrder(sort, dir, staffLast))
        }
      }
    }
  })

  it('puts staff at the bottom with role_bottom=staff and names them staff, a dual account too', async () => {
    const items = await allPages('limit=100&role_bottom=staff&sort=username&dir=asc')
    const firstStaff = items.findIndex((i) => i.role === 'staff')
    expect(items.slice(firstStaff).every((i) => i.role === 'staff')).toBe(true)
    expect(items.filter((i) => i.role === 'staff')).toHaveLength(21)
    const dual = items.find((i) => i.username === 'lst007')
    expect(dual).toMatchObject({ role: 'staff', store: 'TOKO BETA', store_code: 'TKBETA' })
    expect(items.find((i) => i.username === 'lst006')).toMatchObject({ role: 'staff', store: null, store_code: null })
  })

  it('never shows another branch, whatever the search', async () => {
    for (const query of ['limit=100', 'search=lst9&limit=100', 'filter_store=alfa&limit=100', `store_id=${storeIds.bdg}`]) {
      const items = await allPages(query)
      for (const id of otherIds) expect(idsOf(items), query).not.toContain(id)
    }
    expect((await page(`store_id=${storeIds.bdg}`)).items).toEqual([])
  })

  it('ignores a one-character search and applies one of two characters', async () => {
    expect(idsOf(await allPages('search=a&limit=100'))).toEqual(idsOf(await allPages('limit=100')))
    expect(idsOf(await allPages('search=%20a%20&limit=100'))).toHaveLength(120)
    const ch = await allPages('search=ar&limit=100')
    expect(ch.length).toBeGreaterThan(0)
    expect(ch.every((i) => i.name === 'Nama Charlie')).toBe(true)
    expect(ch).toHaveLength(branchUsers.filter((u) => u.name.endsWith('charlie')).length)
  })

  it('searches username, name, store name and code, mobile; LIKE symbols are literal', async () => {
    expect((await allPages('search=lst01')).map((i) => i.username).sort()).toEqual([
      'lst010',
      'lst011',
      'lst012',
      'lst013',
      'lst014',
      'lst015',
      'lst016',
      'lst017',
      'lst018',
      'lst019',
    ])
    const beta = branchUsers.filter((u) => u.store === 'TOKO BETA').length
    expect(await allPages('search=tkbeta&limit=100')).toHaveLength(beta)
    expect(await allPages('search=toko%20beta&limit=100')).toHaveLength(beta)
    const someone = branchUsers.find((u) => u.mobile !== null) as Seeded
    const byMobile = await allPages(`search=${(someone.mobile as string).slice(4)}`)
    expect(idsOf(byMobile)).toContain(someone.id)
    expect((await page('search=%25%25')).items).toEqual([])
    // a match never spans two fields (the name's end and the mobile's start)
    expect((await staff.get('/api/seller/users?search=bravo%1F0812')).statusCode).toBe(400)
    expect((await page('search=bravo0812')).items).toEqual([])
    expect((await page('search=__')).items).toEqual([])
  })

  it('filters per column, each on its own', async () => {
    expect(await allPages('filter_username=LST11')).toHaveLength(10)
    const delta = await allPages('filter_name=delta&limit=100')
    expect(delta).toHaveLength(branchUsers.filter((u) => u.name.endsWith('delta')).length)
    expect(delta.every((i) => i.name === 'Nama Delta')).toBe(true)
    const beta = await allPages('filter_store=beta&limit=100')
    expect(beta.every((i) => i.store === 'TOKO BETA')).toBe(true)
    expect(beta).toHaveLength(branchUsers.filter((u) => u.store === 'TOKO BETA').length)
    expect(await allPages('filter_store=TKGAMA&limit=100')).toHaveLength(
      branchUsers.filter((u) => u.store === 'TOKO GAMA').length,
    )
    const withMobile = await allPages('filter_mobile=0812&limit=100')
    expect(withMobile).toHaveLength(branchUsers.filter((u) => u.mobile !== null).length)
    const ofStore = await allPages(`store_id=${storeIds.alfa}&limit=100`)
    expect(ofStore).toHaveLength(branchUsers.filter((u) => u.store === 'TOKO ALFA').length)
    const both = await allPages(`store_id=${storeIds.alfa}&filter_name=echo&limit=100`)
    expect(both.every((i) => i.store === 'TOKO ALFA' && i.name === 'Nama Echo')).toBe(true)
  })

  it('answers the list item fields', async () => {
    const item = (await allPages('filter_username=lst001'))[0]
    const seeded = branchUsers.find((u) => u.username === 'lst001') as Seeded
    expect(item).toEqual({
      id: seeded.id,
      username: 'lst001',
      name: 'Nama Bravo',
      role: 'user',
      mobile: seeded.mobile,
      store: 'TOKO BETA',
      store_code: 'TKBETA',
      created_at: `${seeded.createdAt.slice(0, 23)}Z`,
      is_salesman: false,
      ibs_salesman_code: null,
      is_active: true,
    })
  })

  it('refuses a limit over 100, a broken cursor and a cursor of another order with 400', async () => {
    expect((await staff.get('/api/seller/users?limit=101')).statusCode).toBe(400)
    expect((await staff.get('/api/seller/users?limit=0')).statusCode).toBe(400)
    expect((await staff.get('/api/seller/users?sort=password_hash')).statusCode).toBe(400)
    const first = await page('sort=name&dir=asc&limit=5')
    const other = await staff.get(`/api/seller/users?sort=name&dir=desc&cursor=${first.next_cursor}`)
    expect(other.statusCode).toBe(400)
    expect(other.json().detail).toBe('Cursor tidak valid.')
    for (const cursor of [
      'garbage',
      encodeCursor({ s: 'created_at', d: 'desc', b: false, k: '2026-02-31T00:00:00.000000Z', i: 5 }),
      encodeCursor({ s: 'created_at', d: 'desc', b: false, k: "x' or 1=1 --", i: 5 }),
      encodeCursor({ s: 'name', d: 'asc', b: false, k: 'a', i: -1 }),
      encodeCursor({ s: 'name', d: 'asc', b: true, k: 'a', i: 3 }),
    ]) {
      const res = await staff.get(`/api/seller/users?sort=created_at&dir=desc&cursor=${encodeURIComponent(cursor)}`)
      expect(res.statusCode, cursor).toBe(400)
    }
  })
})
