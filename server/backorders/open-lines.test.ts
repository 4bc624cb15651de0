import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent, TestApp } from '../test/app'
import { type OrderWorld, startDeliveryWorld } from '../test/delivery-world'
import { buildOrder, eventsOf, type LineInput, linesOf, orderRow, type Product, part, READY } from '../test/order-factories'

// The export opens the back-order lines in its own transaction (product.md §13.1): exactly the
// file's shortfall rows, once; a download again writes nothing, and a failed export leaves none.

let t: TestApp
let w: OrderWorld
let staff: Agent
let buyer: Agent

beforeAll(async () => {
  ;({ t, w, staff, buyer } = await startDeliveryWorld())
})
afterAll(() => t.close())

const exportOf = (id: number) => staff.post(`/api/orders/${id}/actions/export`)

/** The file's rows: part number, quantity, name. */
const rowsOf = (file: string) =>
  file
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [part_no, qty, name] = l.split('\t')
      return { part_no, qty: Number(qty), name }
    })

async function backorderLines(orderId: number) {
  return t.database.db
    .selectFrom('backorder_lines')
    .select([
      'id',
      'order_id',
      'order_item_id',
      'branch_id',
      'store_id',
      'product_id',
      'part_no',
      'qty',
      'ready_code',
      sql<string | null>`eta::text`.as('eta'),
      'state',
      'created_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('order_item_id')
    .execute()
}

const countAll = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('backorder_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

type Line = Omit<LineInput, 'product'>

/** An order at Dipesan of JKT01's first store, one part per line. */
async function dipesan(lines: Line[], status: 3 | 4 = 3) {
  const products: Product[] = []
  for (const _ of lines) products.push(await part(t.database.db))
  const order = await buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    staff: w.staff,
    status,
    lines: lines.map((l, i) => ({ ...l, product: products[i] })),
  })
  return { ...order, products }
}

// one line of each ready status, distinct numbers so each quantity shows where it came from
const EVERY_STATUS: Line[] = [
  { qty_estimasi: 9, qty_confirmed: 7, qty_ordered: 5, ready_status_id: READY.ada },
  { qty_estimasi: 10, qty_confirmed: 6, qty_ordered: 2, ready_status_id: READY.sebagian },
  { qty_estimasi: 8, qty_confirmed: 1, qty_ordered: 1, ready_status_id: READY.kosong },
  { qty_estimasi: 12, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.indent, eta: '2026-12-24' },
  { qty_estimasi: 3, qty_confirmed: 1, qty_ordered: 0, ready_status_id: READY.inactive },
  { qty_estimasi: 4, qty_confirmed: 4, qty_ordered: 4, ready_status_id: null },
  // a Kosong line fully confirmed leaves nothing
  { qty_estimasi: 2, qty_confirmed: 2, qty_ordered: 2, ready_status_id: READY.kosong },
]

describe('the export opens the back-order lines', () => {
  it("writes exactly the file's shortfall rows, with the line's store, branch, ready status and ETA", async () => {
    const order = await dipesan(EVERY_STATUS)
    const res = await exportOf(order.id)
    expect(res.statusCode, res.body).toBe(200)
    const lines = await backorderLines(order.id)
    expect(
      lines.map((l) => ({ ...l, id: undefined, order_id: Number(l.order_id), order_item_id: Number(l.order_item_id) })),
    ).toEqual(
      [
        { at: 1, qty: 4, ready_code: 'sebagian', eta: null },
        { at: 2, qty: 7, ready_code: 'kosong', eta: null },
        { at: 3, qty: 12, ready_code: 'indent', eta: '2026-12-24' },
        { at: 4, qty: 2, ready_code: 'inactive', eta: null },
      ].map(({ at, ...l }) => ({
        id: undefined,
        order_id: order.id,
        order_item_id: order.lineIds[at],
        branch_id: w.jkt.id,
        store_id: w.store.id,
        product_id: order.products[at].id,
        part_no: order.products[at].sto_id,
        state: 'menunggu',
        created_at: t.clock.now(),
        ...l,
      })),
    )

    // line by line against the file: the back-order is the shortfall row (after the taken row of
    // an Ada or Sebagian line), and a line without one has none
    const file = rowsOf(res.body)
    const items = await linesOf(t.database.db, order.id)
    for (const [i, item] of items.entries()) {
      const rows = file.filter((r) => r.part_no === item.part_no)
      const readyOf = EVERY_STATUS[i].ready_status_id ?? READY.ada
      const taken = (readyOf === READY.ada || readyOf === READY.sebagian) && (item.qty_ordered ?? 0) > 0 ? 1 : 0
      const shortfall = rows.slice(taken)
      expect(shortfall.length, item.part_no).toBeLessThanOrEqual(1)
      expect(lines.find((l) => Number(l.order_item_id) === Number(item.id))?.qty, item.part_no).toBe(shortfall[0]?.qty)
    }
  })

  it("'Unduh Ulang' writes nothing new; a line given up in between stays given up", async () => {
    const order = await dipesan(EVERY_STATUS)
    expect((await exportOf(order.id)).statusCode).toBe(200)
    const first = await backorderLines(order.id)
    const total = await countAll()

    t.clock.advance(60_000)
    const again = await exportOf(order.id)
    expect(again.statusCode).toBe(200)
    expect(await backorderLines(order.id)).toEqual(first)
    expect(await countAll()).toBe(total)

    const given = first.find((l) => l.ready_code === 'kosong')
    const batal = await buyer.post('/api/backorders/actions/batal', { ids: [Number(given?.id)] })
    expect(batal.statusCode, batal.body).toBe(200)
    t.clock.advance(60_000)
    expect((await exportOf(order.id)).statusCode).toBe(200)
    const after = await backorderLines(order.id)
    expect(after.map((l) => [Number(l.id), l.state])).toEqual(
      first.map((l) => [Number(l.id), l.id === given?.id ? 'dibatalkan' : 'menunggu']),
    )
    expect(await countAll()).toBe(total)
  })

  it('an order exported before back-orders existed gets none when downloaded again', async () => {
    const order = await dipesan(EVERY_STATUS, 4)
    const res = await exportOf(order.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(rowsOf(res.body).length).toBeGreaterThan(0)
    expect(await backorderLines(order.id)).toEqual([])
  })
})

describe('an export that fails leaves no lines', () => {
  it('when writing its lines fails, the whole export rolls back: no file, no move, no lines', async () => {
    const order = await dipesan(EVERY_STATUS)
    const failing = order.products[3].sto_id
    // the Indent line's write fails inside the export's transaction
    await sql`create function fail_backorder() returns trigger language plpgsql as $$
      begin raise exception 'backorder write failed'; end $$`.execute(t.database.db)
    await sql`create trigger fail_backorder before insert on backorder_lines for each row
      when (new.part_no = ${sql.lit(failing)}) execute function fail_backorder()`.execute(t.database.db)
    const before = [await orderRow(t.database.db, order.id), await eventsOf(t.database.db, order.id)]
    try {
      const res = await exportOf(order.id)
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain(failing)
    } finally {
      await sql`drop trigger fail_backorder on backorder_lines`.execute(t.database.db)
      await sql`drop function fail_backorder()`.execute(t.database.db)
    }
    expect(await backorderLines(order.id)).toEqual([])
    expect([await orderRow(t.database.db, order.id), await eventsOf(t.database.db, order.id)]).toEqual(before)
    const told = await t.database.db.selectFrom('notifications').select('id').where('order_id', '=', order.id).execute()
    expect(told).toEqual([])

    // the same export once the database takes it: the lines come with it
    expect((await exportOf(order.id)).statusCode).toBe(200)
    expect(await backorderLines(order.id)).toHaveLength(4)
  })

  it('EXPORT_EMPTY leaves no lines', async () => {
    const order = await dipesan([
      { qty_estimasi: 3, qty_confirmed: 3, qty_ordered: 0, ready_status_id: READY.ada },
      { qty_estimasi: 2, qty_confirmed: 2, qty_ordered: 0, ready_status_id: READY.sebagian },
    ])
    const res = await exportOf(order.id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'EXPORT_EMPTY' })
    expect(await backorderLines(order.id)).toEqual([])
    expect((await orderRow(t.database.db, order.id)).status).toBe(3)
  })
})
