import { ORDER_STATUS, type OrderStatusCode } from '#common/order-status.ts'
import { READY_STATUS } from '#common/ready-status.ts'
import type { Role } from '#common/roles.ts'
import type { OrderAction } from '../order-events'
import { notes } from './people'
import type { Rng } from './random'
import { stockQty } from './stock'

// One order's whole life, planned in memory: items with quantities coherent with its status and
// the order_events that lead there. The demo seed and the bulk generator both use it, so every
// generated order tells the same story the real service would have written:
//   create (1) -> kirim-konfirmasi (2) -> lanjut-pesan (3) -> export (4)
//                                      \-> batal (5)

export type Status = OrderStatusCode

export interface ProductSnap {
  id: number
  stoId: string
  name: string
  price: number
}

export interface PlannedItem {
  lineNo: number
  productId: number
  partNo: string
  partName: string
  price: number
  qtyEstimasi: number
  qtyOsc: number | null
  qtyConfirmed: number | null
  qtyOrdered: number | null
  readyStatusId: number | null
  noteUser: string | null
  noteSeller: string | null
}

export interface PlannedEvent {
  action: OrderAction
  fromStatus: number | null
  toStatus: number
  actorId: number
  actorRole: Role
  createdAt: Date
}

export interface PlannedOrder {
  branchId: number
  storeId: number
  createdBy: number
  status: Status
  source: 'cart' | 'import'
  noteUser: string | null
  noteSeller: string | null
  version: number
  createdAt: Date
  updatedAt: Date
  items: PlannedItem[]
  events: PlannedEvent[]
}

export interface OrderInput {
  status: Status
  branchId: number
  storeId: number
  buyerId: number
  /** Staff of the store's branch; they confirm and export. */
  staffIds: readonly number[]
  /** Wanted creation time; moved earlier when the order's history would not fit before `now`. */
  createdAt: Date
  now: Date
  /** Returns n distinct products (distinct part numbers: unique per order). */
  pickProducts: (n: number) => ProductSnap[]
  maxItems: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

function estimateQty(rng: Rng): number {
  const band = rng.next()
  if (band < 0.6) return rng.int(1, 4)
  if (band < 0.9) return rng.int(5, 10)
  return rng.int(11, 20)
}

/** Ready status as the seller would set it: Ada, Sebagian, else Kosong / Indent / Inactive. */
function readyStatus(rng: Rng, estimate: number, confirmed: number): number {
  if (confirmed >= estimate) return READY_STATUS.ADA
  if (confirmed > 0) return READY_STATUS.SEBAGIAN
  return rng.weighted([
    [READY_STATUS.KOSONG, 6],
    [READY_STATUS.INDENT, 3],
    [READY_STATUS.INACTIVE, 1],
  ] as const)
}

function planItem(rng: Rng, status: Status, p: ProductSnap, lineNo: number): PlannedItem {
  const qtyEstimasi = estimateQty(rng)
  const item: PlannedItem = {
    lineNo,
    productId: p.id,
    partNo: p.stoId,
    partName: p.name,
    price: p.price,
    qtyEstimasi,
    qtyOsc: null,
    qtyConfirmed: null,
    qtyOrdered: null,
    readyStatusId: null,
    noteUser: rng.chance(0.1) ? notes.itemUser(rng) : null,
    noteSeller: null,
  }
  if (status === ORDER_STATUS.ESTIMASI) return item
  // the seller saw OSC stock and mostly confirmed what it covered, sometimes less
  const osc = stockQty(rng)
  let confirmed = Math.min(qtyEstimasi, osc)
  if (confirmed > 0 && rng.chance(0.1)) confirmed = rng.int(0, confirmed)
  item.qtyOsc = osc
  item.qtyConfirmed = confirmed
  item.readyStatusId = readyStatus(rng, qtyEstimasi, confirmed)
  if (item.readyStatusId === READY_STATUS.INDENT) item.noteSeller = 'Indent 3 minggu'
  else if (rng.chance(0.15)) item.noteSeller = notes.itemSeller(rng)
  if (status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES) {
    // the buyer may order less than confirmed, never more
    item.qtyOrdered = confirmed > 0 && rng.chance(0.15) ? rng.int(0, confirmed) : confirmed
  }
  return item
}

/** Durations between the steps of the history; a step happens only if the status reached it. */
function timeline(rng: Rng, status: Status): number[] {
  const steps: number[] = []
  if (status >= ORDER_STATUS.KONFIRMASI) steps.push(rng.int(20 * MINUTE, 48 * HOUR)) // seller answers
  if (status >= ORDER_STATUS.DIPESAN) steps.push(rng.int(10 * MINUTE, 72 * HOUR)) // buyer places or cancels
  if (status === ORDER_STATUS.DIPROSES) steps.push(rng.int(10 * MINUTE, 24 * HOUR)) // seller exports
  return steps
}

export function planOrder(rng: Rng, input: OrderInput): PlannedOrder {
  const { status, buyerId, staffIds, now } = input
  const steps = timeline(rng, status)
  const total = steps.reduce((a, b) => a + b, 0)
  let created = input.createdAt.getTime()
  const latest = now.getTime() - total - rng.int(1, 30) * MINUTE
  if (created > latest) created = latest

  const products = input.pickProducts(rng.int(1, input.maxItems))
  const items = products.map((p, i) => planItem(rng, status, p, i + 1))
  if ((status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES) && items.every((it) => (it.qtyOrdered ?? 0) === 0)) {
    // the buyer went on with the order, so at least one line was confirmed and ordered
    const it = items.find((i) => (i.qtyConfirmed ?? 0) > 0) ?? items[0]
    if (it.qtyConfirmed === 0) {
      it.qtyConfirmed = it.qtyEstimasi
      it.qtyOsc = Math.max(it.qtyOsc ?? 0, it.qtyEstimasi)
      it.readyStatusId = READY_STATUS.ADA
      it.noteSeller = null
    }
    it.qtyOrdered = it.qtyConfirmed
  }

  const staff = rng.pick(staffIds)
  const exporter = rng.chance(0.8) ? staff : rng.pick(staffIds)
  const events: PlannedEvent[] = [
    {
      action: 'create',
      fromStatus: null,
      toStatus: ORDER_STATUS.ESTIMASI,
      actorId: buyerId,
      actorRole: 'user',
      createdAt: new Date(created),
    },
  ]
  let t = created
  const push = (action: OrderAction, from: number, to: number, actorId: number, actorRole: Role) => {
    t += steps[events.length - 1]
    events.push({ action, fromStatus: from, toStatus: to, actorId, actorRole, createdAt: new Date(t) })
  }
  if (status >= ORDER_STATUS.KONFIRMASI) push('kirim-konfirmasi', ORDER_STATUS.ESTIMASI, ORDER_STATUS.KONFIRMASI, staff, 'seller')
  if (status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES)
    push('lanjut-pesan', ORDER_STATUS.KONFIRMASI, ORDER_STATUS.DIPESAN, buyerId, 'user')
  if (status === ORDER_STATUS.BATAL) push('batal', ORDER_STATUS.KONFIRMASI, ORDER_STATUS.BATAL, buyerId, 'user')
  if (status === ORDER_STATUS.DIPROSES) push('export', ORDER_STATUS.DIPESAN, ORDER_STATUS.DIPROSES, exporter, 'seller')

  return {
    branchId: input.branchId,
    storeId: input.storeId,
    createdBy: buyerId,
    status,
    source: rng.chance(0.15) ? 'import' : 'cart',
    noteUser: rng.chance(0.4) ? notes.orderUser(rng) : null,
    noteSeller: status >= ORDER_STATUS.KONFIRMASI && rng.chance(0.3) ? notes.orderSeller(rng) : null,
    version: events.length,
    createdAt: new Date(created),
    updatedAt: new Date(t),
    items,
    events,
  }
}

/**
 * Picks distinct products with a popularity skew (squared uniform favours the front of the list),
 * so some parts recur across orders as they do in a real 'repeat' report.
 */
export function productPicker(rng: Rng, products: readonly ProductSnap[]): (n: number) => ProductSnap[] {
  return (n) => {
    const count = Math.min(n, products.length)
    const chosen = new Set<number>()
    while (chosen.size < count) {
      const r = rng.next()
      chosen.add(chosen.size % 2 === 0 ? Math.floor(r * r * products.length) : Math.floor(r * products.length))
    }
    return [...chosen].map((i) => products[i])
  }
}
