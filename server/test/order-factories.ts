import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Role } from '#common/roles.ts'
import type { Db } from '../db/connect'
import type { OrderAction } from '../order-events'
import { nextOrderNumber } from '../orders'
import { Agent } from './app'
import { buildBranch, buildProduct, buildStore, buildUser } from './factories'

// Orders written straight into the database in any status, with the fields and the timeline a
// real run through the workflow would have left: tests start where they need to, not at the cart.

type Ref = { id: number }
export type Branch = { id: number; code: string }
export type Product = { id: number; sto_id: string; name: string; price: number | string }

export interface LineInput {
  product: Product
  qty_estimasi: number
  qty_confirmed?: number | null
  qty_ordered?: number | null
  ready_status_id?: number | null
  qty_osc?: number | null
  /** overrides the product's name in the order's snapshot */
  part_name?: string
  note_user?: string | null
  note_seller?: string | null
  /** expected arrival 'yyyy-mm-dd' */
  eta?: string | null
}

export interface OrderInput {
  branch: Branch
  store: Ref
  creator: Ref
  /** the staff member named in the timeline from Konfirmasi on; one of the branch's if absent */
  staff?: Ref
  status?: 1 | 2 | 3 | 4 | 5
  lines: LineInput[]
  created_at?: Date
  note_user?: string | null
  note_seller?: string | null
}

export const READY = { ada: 1, sebagian: 2, kosong: 3, indent: 4, inactive: 5 } as const

/** The actions that took an order from Estimasi to `status`, in order. */
function pathTo(status: number): Array<{ action: OrderAction; from: number; to: number; role: Role }> {
  const steps: Array<{ action: OrderAction; from: number; to: number; role: Role }> = []
  if (status >= 2) steps.push({ action: 'kirim-konfirmasi', from: 1, to: 2, role: 'seller' })
  if (status === 3 || status === 4) steps.push({ action: 'lanjut-pesan', from: 2, to: 3, role: 'user' })
  if (status === 4) steps.push({ action: 'export', from: 3, to: 4, role: 'seller' })
  if (status === 5) steps.push({ action: 'batal', from: 2, to: 5, role: 'user' })
  return steps
}

async function staffOf(db: Db, branchId: number): Promise<Ref> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('branch_id', '=', branchId)
    .where(sql<boolean>`'seller' = any(roles)`)
    .orderBy('id')
    .executeTakeFirst()
  return found ?? buildUser(db, { roles: ['seller'], branchId })
}

export async function buildOrder(db: Db, input: OrderInput) {
  const status = input.status ?? 1
  const at = input.created_at ?? new Date('2026-11-20T03:00:00Z')
  const steps = pathTo(status)
  const staff = steps.length > 0 ? (input.staff ?? (await staffOf(db, input.branch.id))) : null
  return db.transaction().execute(async (trx) => {
    const no = await nextOrderNumber(trx, input.branch.id, input.branch.code, at)
    const order = await trx
      .insertInto('orders')
      .values({
        no_transaksi: no,
        branch_id: input.branch.id,
        store_id: input.store.id,
        created_by: input.creator.id,
        status,
        source: 'cart',
        note_user: input.note_user ?? null,
        note_seller: status >= 2 ? (input.note_seller ?? null) : null,
        version: 1 + steps.length,
        created_at: at,
        updated_at: new Date(at.getTime() + steps.length * 60_000),
      })
      .returning(['id', 'no_transaksi'])
      .executeTakeFirstOrThrow()
    const lines = await trx
      .insertInto('order_items')
      .values(
        input.lines.map((l, i) => {
          const confirmed = status >= 2 ? (l.qty_confirmed === undefined ? l.qty_estimasi : l.qty_confirmed) : null
          const ordered = status === 3 || status === 4 ? (l.qty_ordered === undefined ? confirmed : l.qty_ordered) : null
          return {
            order_id: order.id,
            line_no: i + 1,
            product_id: l.product.id,
            part_no: l.product.sto_id,
            part_name: l.part_name ?? l.product.name,
            price: Number(l.product.price),
            price_list: Number(l.product.price),
            qty_estimasi: l.qty_estimasi,
            qty_osc: status >= 2 ? (l.qty_osc ?? null) : null,
            qty_confirmed: confirmed,
            qty_ordered: ordered,
            ready_status_id: status >= 2 ? (l.ready_status_id === undefined ? READY.ada : l.ready_status_id) : null,
            note_user: l.note_user ?? null,
            note_seller: status >= 2 ? (l.note_seller ?? null) : null,
            eta: l.eta ?? null,
          }
        }),
      )
      .returning(['id', 'part_no'])
      .execute()
    const events = [{ action: 'create' as OrderAction, from: null as number | null, to: 1, role: 'user' as Role }, ...steps]
    await trx
      .insertInto('order_events')
      .values(
        events.map((e, i) => ({
          order_id: order.id,
          action: e.action,
          from_status: e.from,
          to_status: e.to,
          actor_id: e.role === 'user' ? input.creator.id : (staff as Ref).id,
          actor_role: e.role,
          detail: null,
          created_at: new Date(at.getTime() + i * 60_000),
        })),
      )
      .execute()
    return { id: Number(order.id), no_transaksi: order.no_transaksi, lineIds: lines.map((l) => Number(l.id)) }
  })
}

export const PASSWORD = 'rahasia1'

/** Two branches; JKT01 has two stores, a buyer in each, two staff; BDG01 a store, a buyer, a staff. */
export async function buildOrderWorld(db: Db) {
  const jkt = await buildBranch(db, 'JKT01')
  const bdg = await buildBranch(db, 'BDG01')
  const store = await buildStore(db, jkt.id, { ibs_cust_code: 'TK001', name: 'TOKO MAJU JAYA' })
  const store2 = await buildStore(db, jkt.id, { ibs_cust_code: 'TK002', name: 'BENGKEL SENTOSA' })
  const storeBdg = await buildStore(db, bdg.id, { ibs_cust_code: 'BD001', name: 'TOKO BANDUNG' })
  const buyer = await buildUser(db, { username: 'beli.satu', password: PASSWORD, roles: ['user'], storeId: store.id })
  const buyer2 = await buildUser(db, { username: 'beli.dua', password: PASSWORD, roles: ['user'], storeId: store2.id })
  const buyerBdg = await buildUser(db, { username: 'beli.bdg', password: PASSWORD, roles: ['user'], storeId: storeBdg.id })
  const staff = await buildUser(db, { username: 'staf.satu', password: PASSWORD, roles: ['seller'], branchId: jkt.id })
  const staff2 = await buildUser(db, { username: 'staf.dua', password: PASSWORD, roles: ['seller'], branchId: jkt.id })
  const staffBdg = await buildUser(db, { username: 'staf.bdg', password: PASSWORD, roles: ['seller'], branchId: bdg.id })
  const dual = await buildUser(db, {
    username: 'dua.peran',
    password: PASSWORD,
    roles: ['user', 'seller'],
    storeId: store.id,
    branchId: jkt.id,
  })
  return { jkt, bdg, store, store2, storeBdg, buyer, buyer2, buyerBdg, staff, staff2, staffBdg, dual }
}

let parts = 0
/** A product with a readable, unique part number. */
export function part(db: Db, input: { name?: string; price?: number; sto_id?: string } = {}) {
  parts += 1
  return buildProduct(db, {
    sto_id: input.sto_id ?? `PRT${String(parts).padStart(4, '0')}`,
    name: input.name ?? `PART ${parts}`,
    price: input.price ?? 10_000,
  })
}

/** A signed-in Agent; the login must succeed. */
export async function signIn(app: FastifyInstance, username: string, role?: Role): Promise<Agent> {
  const agent = new Agent(app)
  const res = await agent.login(username, PASSWORD, role)
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`)
  return agent
}

export async function eventsOf(db: Db, orderId: number) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

export async function orderRow(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
}

export async function linesOf(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('line_no').execute()
}
