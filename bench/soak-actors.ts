import type { CartAddResponse } from '../common/cart'
import type { OrderDetail } from '../common/orders'
import type { Actor, SoakClient } from './soak-client'

// What the soak's people do, in the proportions of a branch's day: workshops search the
// catalogue far more often than they order, staff read their queues far more often than they
// act. Each actor waits a moment between steps (reading a screen), so the load is many people
// working, not a few machines firing.

/** What the bench knows it did, for the audit to hold against the database afterwards. */
export class Ledger {
  /** every successful checkout: the order and the cart lines it took (product id → qty) */
  readonly checkouts = new Map<number, { buyer: number; lines: Map<number, number> }>()
  /** orders at Estimasi waiting for staff */
  readonly estimates: number[] = []
  /** orders at Konfirmasi, per buyer, waiting for lanjut pesan or batal */
  readonly confirmed = new Map<number, number[]>()
  /** orders at Dipesan waiting for export */
  readonly placed: number[] = []
  /** the status each moved order was last moved to, with the buyer whose stream must hear it */
  readonly lastMove = new Map<number, { status: number; buyer: number }>()
  doubleSubmits = 0
  /** a double submit that made two orders out of one cart: must stay 0 */
  doubleOrders = 0
  staffRaces = 0
  /** a staff race both clerks won: must stay 0 */
  doubleConfirmations = 0
}

export interface Buyer extends Actor {
  userId: number
  /** what the bench believes is in this buyer's cart: product id → qty */
  cart: Map<number, number>
}

export interface SoakWorld {
  client: SoakClient
  ledger: Ledger
  searches: string[]
  running: () => boolean
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]
const chance = (p: number) => Math.random() < p
const think = (ms: number) => new Promise((r) => setTimeout(r, ms / 2 + Math.random() * ms))

/** The part an add put in the cart: the one asked for, or the current part the answer names. */
export function partAdded(answer: CartAddResponse, asked: number): number {
  if (!answer.replaced) return asked
  const to = answer.replaced.to
  // an answer without that line would leave the model on the part asked for: the audit says so
  return answer.items.find((item) => item.sto_id === to)?.product_id ?? asked
}

async function searchAndFill(world: SoakWorld, buyer: Buyer): Promise<void> {
  const q = encodeURIComponent(pick(world.searches))
  const found = await world.client.call<{ items: Array<{ id: number }> }>('catalogue search (OSC)', buyer, {
    path: `/api/products-osc?q=${q}&page_size=35`,
  })
  if (!found || found.body.items.length === 0) return
  const fresh = found.body.items.filter((p) => !buyer.cart.has(p.id))
  for (let i = 0; i < 1 + Math.floor(Math.random() * 3) && fresh.length > 0 && buyer.cart.size < 20; i++) {
    const product = fresh.splice(Math.floor(Math.random() * fresh.length), 1)[0]
    const qty = 1 + Math.floor(Math.random() * 12)
    const added = await world.client.call<CartAddResponse>('cart add', buyer, {
      method: 'POST',
      path: '/api/cart/items',
      body: { product_id: product.id, qty },
    })
    if (added) {
      // a replaced number goes in as its current part, joining a line of it already there
      const line = partAdded(added.body, product.id)
      buyer.cart.set(line, (buyer.cart.get(line) ?? 0) + qty)
    }
    await think(300)
  }
}

async function editCart(world: SoakWorld, buyer: Buyer): Promise<void> {
  if (buyer.cart.size === 0) return
  const productId = pick([...buyer.cart.keys()])
  if (chance(0.2)) {
    const removed = await world.client.call('cart remove', buyer, { method: 'DELETE', path: `/api/cart/items/${productId}` })
    if (removed) buyer.cart.delete(productId)
    return
  }
  const qty = 1 + Math.floor(Math.random() * 20)
  const set = await world.client.call('cart edit qty', buyer, {
    method: 'PATCH',
    path: `/api/cart/items/${productId}`,
    body: { qty },
  })
  if (set) buyer.cart.set(productId, qty)
}

/** Checks the whole cart out; now and then the same tap reaches both instances at once. */
async function checkout(world: SoakWorld, buyer: Buyer): Promise<void> {
  if (buyer.cart.size === 0) return
  const lines = new Map(buyer.cart)
  const body = { product_ids: [...lines.keys()], note_user: 'soak' }
  const send = (instance?: string) =>
    world.client.call<{ order_id: number }>('checkout', buyer, {
      method: 'POST',
      path: '/api/cart/checkout',
      body,
      instance,
      // the second of a double submit finds the items already gone from the cart
      refusals: [409],
    })
  const both = chance(0.05) && world.client.instances.length > 1
  if (both) world.ledger.doubleSubmits++
  const answers = both ? await Promise.all(world.client.instances.map((i) => send(i))) : [await send()]
  const made = answers.filter((a) => a?.status === 201)
  if (made.length === 0) return
  if (made.length > 1) world.ledger.doubleOrders++
  for (const answer of made) {
    const orderId = (answer as { body: { order_id: number } }).body.order_id
    world.ledger.checkouts.set(orderId, { buyer: buyer.userId, lines })
    world.ledger.estimates.push(orderId)
  }
  buyer.cart.clear()
}

async function answerConfirmation(world: SoakWorld, buyer: Buyer): Promise<void> {
  const waiting = world.ledger.confirmed.get(buyer.userId)
  const orderId = waiting?.shift()
  if (orderId === undefined) return
  const detail = await world.client.call<OrderDetail>('order detail (buyer)', buyer, { path: `/api/orders/${orderId}` })
  if (!detail) return
  await think(500)
  const items = detail.body.items
  // nothing confirmed leaves only cancelling (the server refuses an order of nothing)
  if (chance(0.1) || items.every((item) => !item.qty_confirmed)) {
    const cancelled = await world.client.call('batal', buyer, {
      method: 'POST',
      path: `/api/orders/${orderId}/actions/batal`,
      body: { ok: true },
    })
    if (cancelled) world.ledger.lastMove.set(orderId, { status: 5, buyer: buyer.userId })
    return
  }
  const fullest = items.reduce((a, b) => ((b.qty_confirmed ?? 0) > (a.qty_confirmed ?? 0) ? b : a))
  const orderLines = items.map((item) => ({
    order_detail_id: item.order_detail_id,
    qty_ordered:
      item === fullest
        ? 1 + Math.floor(Math.random() * (item.qty_confirmed ?? 0))
        : Math.floor(Math.random() * ((item.qty_confirmed ?? 0) + 1)),
  }))
  const placed = await world.client.call('lanjut pesan', buyer, {
    method: 'POST',
    path: `/api/orders/${orderId}/actions/lanjut-pesan`,
    body: { order_lines: orderLines },
  })
  if (placed) {
    world.ledger.lastMove.set(orderId, { status: 3, buyer: buyer.userId })
    world.ledger.placed.push(orderId)
  }
}

export async function buyerLoop(world: SoakWorld, buyer: Buyer): Promise<void> {
  while (world.running()) {
    await searchAndFill(world, buyer)
    await think(800)
    if (chance(0.5)) await editCart(world, buyer)
    if (chance(0.3)) await world.client.call('cart read', buyer, { path: '/api/cart' })
    if (chance(0.35)) await checkout(world, buyer)
    await think(800)
    if (chance(0.5)) await world.client.call('order list (buyer)', buyer, { path: '/api/orders?limit=50' })
    await answerConfirmation(world, buyer)
    await think(1500)
  }
}

async function confirm(world: SoakWorld, staff: Actor, orderId: number, instance?: string): Promise<boolean> {
  const detail = await world.client.call<OrderDetail>('order detail (staff)', staff, {
    path: `/api/orders/${orderId}`,
    instance,
  })
  if (detail?.body.status_code !== 1) return false
  const lines = detail.body.items.map((item) => ({
    order_detail_id: item.order_detail_id,
    qty_confirmed: Math.floor(Math.random() * (item.qty_estimasi + 1)),
  }))
  const path = `/api/orders/${orderId}/actions/kirim-konfirmasi`
  // 409: OSC has less than asked (answered below as 'Revisi & Kirim'), or another clerk was first
  let answer = await world.client.call<{ code?: string; conflicts?: Array<{ order_detail_id: number; qty_osc: number }> }>(
    'kirim konfirmasi',
    staff,
    { method: 'POST', path, body: { confirm_lines: lines }, instance, refusals: [409] },
  )
  if (answer?.status === 409 && answer.body.code === 'OSC_WARNING') {
    const onHand = new Map((answer.body.conflicts ?? []).map((c) => [c.order_detail_id, c.qty_osc]))
    const revised = lines.map((l) => ({ ...l, qty_confirmed: Math.min(l.qty_confirmed, onHand.get(l.order_detail_id) ?? 999) }))
    answer = await world.client.call('kirim konfirmasi (revisi)', staff, {
      method: 'POST',
      path,
      body: { confirm_lines: lines, resolve: { mode: 'revise', lines: revised } },
      instance,
      refusals: [409],
    })
  }
  return answer?.status === 200
}

async function confirmNext(world: SoakWorld, staff: Actor, colleague: Actor): Promise<void> {
  const orderId = world.ledger.estimates.shift()
  if (orderId === undefined) return
  await think(400)
  let done: boolean
  if (chance(0.05) && world.client.instances.length > 1) {
    // two clerks open the same estimate on two instances and send at once: exactly one wins
    world.ledger.staffRaces++
    const [a, b] = await Promise.all([
      confirm(world, staff, orderId, world.client.instances[0]),
      confirm(world, colleague, orderId, world.client.instances[1]),
    ])
    done = a || b
    if (a && b) world.ledger.doubleConfirmations++
  } else {
    done = await confirm(world, staff, orderId)
  }
  const buyer = world.ledger.checkouts.get(orderId)?.buyer
  if (!done || buyer === undefined) return
  world.ledger.lastMove.set(orderId, { status: 2, buyer })
  const queue = world.ledger.confirmed.get(buyer) ?? []
  queue.push(orderId)
  world.ledger.confirmed.set(buyer, queue)
}

async function exportNext(world: SoakWorld, staff: Actor): Promise<void> {
  const orderId = world.ledger.placed.shift()
  if (orderId === undefined) return
  const exported = await world.client.call('export', staff, { method: 'POST', path: `/api/orders/${orderId}/actions/export` })
  const buyer = world.ledger.checkouts.get(orderId)?.buyer
  if (exported && buyer !== undefined) world.ledger.lastMove.set(orderId, { status: 4, buyer })
  // at Diproses an export downloads the same file again
  if (exported && chance(0.2)) {
    await world.client.call('export again', staff, { method: 'POST', path: `/api/orders/${orderId}/actions/export` })
  }
}

export async function staffLoop(world: SoakWorld, staff: Actor, colleague: Actor): Promise<void> {
  while (world.running()) {
    await world.client.call('order list estimasi (staff)', staff, { path: '/api/orders?status=estimasi&limit=50' })
    await think(600)
    await confirmNext(world, staff, colleague)
    await think(600)
    if (chance(0.4)) await world.client.call('order list all (staff)', staff, { path: '/api/orders?limit=200' })
    if (chance(0.3)) {
      await world.client.call('catalogue search (staff)', staff, {
        path: `/api/products-osc?q=${encodeURIComponent(pick(world.searches))}`,
      })
    }
    await exportNext(world, staff)
    await think(1200)
  }
}
