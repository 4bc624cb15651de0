import { CART_MAX_ACTIVE_ITEMS, FREQUENT_DAYS, type FrequentResponse, type PesanLagiResponse, QTY_MAX } from '#common/cart.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { activeProduct, currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { NO_REUSE, ReuseCache, type ReuseTiming } from '../lib/reuse-cache'
import { createEstimate, type OrderNotifier, type OrderWritten } from '../orders'
import { frequentParts } from './frequent'
import { presentCart } from './presenter'
import * as q from './queries'
import { type RefillLine, refillCart } from './refill'

/**
 * A store's frequent parts change only when it places an order, and counting them reads every
 * line of its last 90 days (20–30 ms for the busiest store of the dealer-scale data): a store's
 * list is reused 30 s per instance, never older than 5 minutes.
 */
const FREQUENT_TIMING: ReuseTiming = { freshMs: 30_000, staleMs: 5 * 60_000 }

export function createCartService(deps: {
  db: Db
  clock: Clock
  maxActiveItems?: number
  frequentReuse?: boolean
  /** told after a checkout's commit (orders' status-notice.ts) */
  written?: OrderWritten
  /** the branch's staff are told of a new estimate (server/notifications) */
  notify?: OrderNotifier
}) {
  const { db, clock } = deps
  const maxItems = deps.maxActiveItems ?? CART_MAX_ACTIVE_ITEMS

  const today = () => jakartaDay(clock.now())
  const frequentCache = new ReuseCache(clock, deps.frequentReuse === false ? NO_REUSE : FREQUENT_TIMING)

  async function get(userId: number) {
    const rows = await q.listCart(db, userId)
    const current = await currentPartsOf(
      db,
      rows.map((r) => r.sto_id),
      today(),
    )
    return presentCart(rows, maxItems, current)
  }

  /**
   * Adds to what is already there (the catalogue's '+ Keranjang'); 999 per product at most. A part
   * replaced by a newer number adds the current part, and the answer says which.
   */
  async function add(userId: number, input: { product_id: number; qty: number; description?: string }) {
    const now = clock.now()
    const replaced = await db.transaction().execute(async (trx) => {
      await q.lockCart(trx, userId, now)
      const asked = await activeProduct(trx, input.product_id)
      if (!asked) throw notFound('Produk tidak ditemukan')
      const current = (await currentPartsOf(trx, [asked.sto_id], today())).get(asked.sto_id)
      await addLine(trx, userId, { ...input, product_id: current?.id ?? asked.id }, now)
      return current ? { from: asked.sto_id, to: current.sto_id } : null
    })
    return { ...(await get(userId)), replaced }
  }

  /** One part's line: the quantity joins what is there, a new line needs room in the cart. */
  async function addLine(trx: Db, userId: number, input: { product_id: number; qty: number; description?: string }, now: Date) {
    const existing = await q.findItem(trx, userId, input.product_id)
    if (existing) {
      const room = QTY_MAX - existing.qty
      if (input.qty > room) {
        throw new AppError(
          422,
          'CART_QTY_LIMIT',
          room === 0 ? 'Maksimal 999 per produk sudah tercapai' : `Maks 999/produk. Masih bisa tambah ${room}`,
          { remaining: room },
        )
      }
      await q.updateItem(trx, userId, input.product_id, { qty: existing.qty + input.qty, description: input.description }, now)
      return
    }
    if ((await q.countItems(trx, userId)) >= maxItems) {
      throw new AppError(
        409,
        'CART_FULL',
        `Keranjang sudah penuh (maks ${maxItems} item). Bersihkan sebagian item terlebih dahulu`,
        {
          max_active_items: maxItems,
        },
      )
    }
    await q.insertItem(trx, userId, input, now)
  }

  /**
   * Switches a cart line to the current part of its replaced number: its quantity joins a line of
   * the current part already there (999 at most, else nothing changes), its note comes along.
   */
  async function replace(userId: number, productId: number) {
    const now = clock.now()
    await db.transaction().execute(async (trx) => {
      await q.lockCart(trx, userId, now)
      const line = await q.findItemWithPart(trx, userId, productId)
      if (!line) throw notFound('Item tidak ada di keranjang')
      const current = (await currentPartsOf(trx, [line.sto_id], today())).get(line.sto_id)
      if (!current) throw new AppError(409, 'NOT_SUPERSEDED', `${line.sto_id} tidak diganti part lain.`)
      await q.deleteItems(trx, userId, [productId])
      const there = await q.findItem(trx, userId, current.id)
      if (there && there.qty + line.qty > QTY_MAX) {
        throw new AppError(422, 'CART_QTY_LIMIT', `Maks 999/produk. ${current.sto_id} sudah ${there.qty} di keranjang`, {
          remaining: QTY_MAX - there.qty,
        })
      }
      if (there) {
        const description = there.description ?? line.description
        await q.updateItem(trx, userId, current.id, { qty: there.qty + line.qty, description }, now)
      } else {
        await q.insertItem(
          trx,
          userId,
          { product_id: current.id, qty: line.qty, description: line.description ?? undefined },
          now,
        )
      }
    })
    return get(userId)
  }

  async function set(userId: number, productId: number, input: { qty: number; description?: string | null }) {
    if (!(await q.updateItem(db, userId, productId, input, clock.now()))) throw notFound('Item tidak ada di keranjang')
    return get(userId)
  }

  async function remove(userId: number, productId: number) {
    await q.deleteItems(db, userId, [productId])
    return get(userId)
  }

  async function clear(userId: number) {
    await q.deleteItems(db, userId)
    return get(userId)
  }

  /**
   * One estimate from the chosen cart items, in one transaction: the order, its lines, its event,
   * and the removal of exactly those items. A second call for the same items finds them gone and
   * changes nothing.
   */
  async function checkout(session: StoreSession, productIds: number[], noteUser: string) {
    const userId = session.user.id
    const placed = await db.transaction().execute(async (trx) => {
      const now = clock.now()
      await q.lockCart(trx, userId, now)
      const items = await q.itemsForCheckout(trx, userId, productIds)
      if (items.length !== productIds.length) {
        throw new AppError(
          409,
          'CART_ITEMS_MISSING',
          'Sebagian item sudah tidak ada di keranjang. Muat ulang keranjang lalu coba lagi.',
          {
            missing_product_ids: productIds.filter((id) => !items.some((i) => i.product_id === id)),
          },
        )
      }
      const order = await createEstimate(trx, {
        notify: deps.notify,
        branch: session.branch,
        storeId: session.store.id,
        createdBy: userId,
        actorRole: 'user',
        source: 'cart',
        noteUser: noteUser.trim() || null,
        at: now,
        lines: items.map((i) => ({
          productId: i.product_id,
          partNo: i.sto_id,
          partName: i.name,
          price: Number(i.price),
          qty: i.qty,
          noteUser: i.description,
        })),
      })
      await q.deleteItems(trx, userId, productIds)
      return { order_id: order.id, no_transaksi: order.no_transaksi }
    })
    deps.written?.({ branch_id: session.branch.id, store_id: session.store.id })
    return placed
  }

  /** Many lines at once ('Pesan Lagi'): what was added, replaced and skipped, and the cart after. */
  async function refill(userId: number, lines: RefillLine[]): Promise<PesanLagiResponse> {
    const outcome = await refillCart(db, userId, lines, { now: clock.now(), today: today(), maxItems })
    return { ...outcome, cart: await get(userId) }
  }

  /** 'Sering Dipesan' of the buyer's store, its count reused a short while (FREQUENT_TIMING). */
  async function frequent(storeId: number): Promise<FrequentResponse> {
    const counted = await frequentCache.get(`store:${storeId}`, async () => ({
      items: await frequentParts(db, storeId, { now: clock.now(), today: today(), days: FREQUENT_DAYS }),
    }))
    return { items: counted.value.items, days: FREQUENT_DAYS }
  }

  return { get, add, replace, set, remove, clear, checkout, refill, frequent }
}

export type CartService = ReturnType<typeof createCartService>
