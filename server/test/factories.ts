import { randomBytes } from 'node:crypto'
import type { Role } from '#common/roles.ts'
import { defaultParams, hashPassword } from '../auth/password'
import type { Db } from '../db/connect'

// Small factories: each test builds exactly the rows it needs, never a shared seed.
const unique = () => randomBytes(3).toString('hex').toUpperCase()

export async function buildBranch(db: Db, code = `B${unique()}`) {
  return db
    .insertInto('branches')
    .values({ code, name: `Cabang ${code}` })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function buildStore(db: Db, branchId: number, overrides: { ibs_cust_code?: string; name?: string } = {}) {
  return db
    .insertInto('stores')
    .values({
      branch_id: branchId,
      ibs_cust_code: overrides.ibs_cust_code ?? `C${unique()}`,
      name: overrides.name ?? `TOKO ${unique()}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

const hashes = new Map<string, Promise<string>>()
/** Cheap parameters (2^10) and a cache: tests hash the same few passwords again and again. */
export function testHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password, defaultParams(10))
    hashes.set(password, hash)
  }
  return hash
}

export async function buildUser(
  db: Db,
  input: {
    username?: string
    password?: string
    roles: Role[]
    storeId?: number | null
    branchId?: number | null
    isActive?: boolean
    passwordHash?: string
  },
) {
  const username = input.username ?? `u${unique().toLowerCase()}`
  return db
    .insertInto('users')
    .values({
      username,
      password_hash: input.passwordHash ?? (await testHash(input.password ?? 'rahasia1')),
      roles: input.roles,
      store_id: input.storeId ?? null,
      branch_id: input.branchId ?? null,
      first_name: 'Budi',
      last_name: 'Santoso',
      is_active: input.isActive ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function buildProduct(db: Db, input: { sto_id?: string; name?: string; price?: number; created_at?: Date } = {}) {
  return db
    .insertInto('products')
    .values({
      sto_id: input.sto_id ?? `P${unique()}`,
      name: input.name ?? 'BRAKE PAD FR',
      price: input.price ?? 100_000,
      image_url: null,
      ...(input.created_at ? { created_at: input.created_at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function setStock(db: Db, branchId: number, productId: number, qty: number, priceOsc: number | null = null) {
  await db
    .insertInto('stock')
    .values({ branch_id: branchId, product_id: productId, qty, price_osc: priceOsc })
    .onConflict((oc) => oc.columns(['branch_id', 'product_id']).doUpdateSet({ qty, price_osc: priceOsc }))
    .execute()
}

/** A supersession edge old -> new in effect from `effectiveDate` (a Jakarta day). */
export async function buildSupersession(
  db: Db,
  oldPartNo: string,
  newPartNo: string,
  effectiveDate = '2025-01-01',
  kind: 'replace' | 'interchangeable' = 'replace',
) {
  await db
    .insertInto('part_supersessions')
    .values({ old_part_no: oldPartNo, new_part_no: newPartNo, kind, effective_date: effectiveDate, source: 'test' })
    .execute()
}
