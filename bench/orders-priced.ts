import type { Db } from '../server/db/connect'
import { OrderEvents } from '../server/order-events'
import { createEstimate } from '../server/orders/estimate'
import { ensurePricedBuyer } from './prices-data'

// The largest order detail staff open once prices are the store's own (docs/product.md §10.12):
// 200 lines of the priced buyer's store, 150 on parts with its own agreement and 50 priced by its
// group's part-group discounts, confirmed by demo.seller over HTTP so the server froze its quote
// (every line's list price, discount and source, the tax settings, the totals). Written through
// the portal's own createEstimate (a cart checks out at most 50 lines); found again by its note on
// the next run.

const LINES = 200
const OWN_AGREEMENT_LINES = 150
const NOTE = 'Bench: 200 baris harga khusus'

interface MarkedOrder {
  id: number
  status: number
}

async function findMarked(db: Db, storeId: number): Promise<MarkedOrder | undefined> {
  const found = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('store_id', '=', storeId)
    .where('note_user', '=', NOTE)
    .where('status', 'in', [1, 2])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return found && { id: Number(found.id), status: found.status }
}

/** The estimate's 200 parts: spread over the agreed ones, and 50 active parts without one. */
async function pickParts(db: Db, agreedParts: number[]) {
  const step = Math.max(1, Math.floor(agreedParts.length / OWN_AGREEMENT_LINES))
  const own = agreedParts.filter((_, i) => i % step === 0).slice(0, OWN_AGREEMENT_LINES)
  const grouped = await db
    .selectFrom('products')
    .select('id')
    .where('is_active', '=', true)
    .where('part_group', 'is not', null)
    .where('id', 'not in', agreedParts)
    .orderBy('id')
    .limit(LINES - own.length)
    .execute()
  return db
    .selectFrom('products')
    .select(['id', 'sto_id', 'name'])
    .where('id', 'in', [...own, ...grouped.map((p) => p.id)])
    .orderBy('sto_id')
    .execute()
}

async function createMarked(
  db: Db,
  branch: { id: number; code: string },
  buyer: { storeId: number; userId: number },
  agreedParts: number[],
) {
  const parts = await pickParts(db, agreedParts)
  const created = await new OrderEvents().transaction(db, (trx, record) =>
    createEstimate(trx, {
      record,
      branch,
      storeId: buyer.storeId,
      createdBy: buyer.userId,
      actorRole: 'user',
      source: 'cart',
      noteUser: NOTE,
      lines: parts.map((p, i) => ({ productId: p.id, partNo: p.sto_id, partName: p.name, qty: 1 + (i % 5), noteUser: null })),
      at: new Date(),
    }),
  )
  return created.id
}

/** Kirim Konfirmasi as staff, every line confirmed as estimated (past the stock warning). */
async function confirm(db: Db, url: string, staffHeaders: Record<string, string>, orderId: number): Promise<void> {
  const lines = await db.selectFrom('order_items').select(['id', 'qty_estimasi']).where('order_id', '=', orderId).execute()
  const body = {
    confirm_lines: lines.map((l) => ({ order_detail_id: Number(l.id), qty_confirmed: l.qty_estimasi })),
    resolve: { mode: 'proceed' },
  }
  const res = await fetch(`${url}/api/orders/${orderId}/actions/kirim-konfirmasi`, {
    method: 'POST',
    headers: { ...staffHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`kirim-konfirmasi of order ${orderId} failed: ${res.status} ${await res.text()}`)
}

/** The confirmed 200-line order of the priced buyer in staff's branch, made or found; its id and how its lines are priced ('50 grup, 150 toko'). */
export async function ensurePricedOrder(
  db: Db,
  url: string,
  staffHeaders: Record<string, string>,
  branchId: number,
): Promise<{ id: number; label: string }> {
  const buyer = await ensurePricedBuyer(db, branchId)
  const branch = await db.selectFrom('branches').select(['id', 'code']).where('id', '=', branchId).executeTakeFirstOrThrow()
  let order = await findMarked(db, buyer.storeId)
  if (!order) order = { id: await createMarked(db, branch, buyer, buyer.agreedParts), status: 1 }
  if (order.status === 1) await confirm(db, url, staffHeaders, order.id)
  const quote = await db.selectFrom('orders').select(['status', 'priced_on']).where('id', '=', order.id).executeTakeFirstOrThrow()
  if (quote.status !== 2 || quote.priced_on === null) throw new Error(`order ${order.id} carries no frozen quote`)
  const lines = await db.selectFrom('order_items').select('price_source').where('order_id', '=', order.id).execute()
  const sources: Record<string, number> = {}
  for (const l of lines) sources[l.price_source] = (sources[l.price_source] ?? 0) + 1
  const label = Object.entries(sources)
    .map(([source, n]) => `${n} ${source}`)
    .join(', ')
  return { id: order.id, label }
}
