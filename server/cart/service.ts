import { CART_MAX_ACTIVE_ITEMS, FREQUENT_DAYS, type FrequentResponse, type PesanLagiResponse, QTY_MAX } from '#common/cart.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { activeProduct, currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { NO_REUSE, ReuseCache, type ReuseTiming } from '../lib/reuse-cache'
import { createEstimate, type OrderNotifier, type OrderWritten } from '../orders'
import { type PriceBooks, pricedFields, priceOf, unitPrices } from '../pricing'
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
  /** the tax settings in effect, kept (server/pricing) */
  books: PriceBooks
}) {
  const { db, clock } = deps
  const maxItems = deps.maxActiveItems ?? CART_MAX_ACTIVE_ITEMS

  const today = () => jakartaDay(clock.now())
  const frequentCache = new ReuseCache(clock, deps.frequentReuse === false ? NO_REUSE : FREQUENT_TIMING)

  /** The buyer's cart, each line at the unit price his store pays in its branch (server/pricing). */
  async function get(buyer: StoreSession) {
    const rows = await q.listCart(db, buyer.user.id, { branchId: buyer.branch.id, storeId: buyer.store.id, day: today() })
    const current = await currentPartsOf(
      db,
      rows.map((r) => r.sto_id),
      today(),
    )
    return presentCart(rows, maxItems, current, await deps.books.taxOn(today()))
  }

  /**
   * Adds to what is already there (the catalogue's '+ Keranjang'); 999 per product at most. A part
   * replaced by a newer number adds the current part, and the answer says which.
   */
  async function add(buyer: StoreSession, input: { product_id: number; qty: number; description?: string }) {
    const userId = buyer.user.id
    const now = clock.now()
    const replaced = await db.transaction().execute(async (trx) => {
      await q.lockCart(trx, userId, now)
      const asked = await activeProduct(trx, input.product_id)
      if (!asked) throw notFound('Produk tidak ditemukan')
      const current = (await currentPartsOf(trx, [asked.sto_id], today())).get(asked.sto_id)
      await addLine(trx, userId, { ...input, product_id: current?.id ?? asked.id }, now)
      return current ? { from: asked.sto_id, to: current.sto_id } : null
    })
    return { ...(await get(buyer)), replaced }
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
  async function replace(buyer: StoreSession, productId: number) {
    const userId = buyer.user.id
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
    return get(buyer)
  }

  async function set(buyer: StoreSession, productId: number, input: { qty: number; description?: string | null }) {
    if (!(await q.updateItem(db, buyer.user.id, productId, input, clock.now()))) throw notFound('Item tidak ada di keranjang')
    return get(buyer)
  }

  async function remove(buyer: StoreSession, productId: number) {
    await q.deleteItems(db, buyer.user.id, [productId])
    return get(buyer)
  }

  async function clear(buyer: StoreSession) {
    await q.deleteItems(db, buyer.user.id)
    return get(buyer)
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
        // each line at the unit price the cart showed, priced again by the estimate (server/pricing)
        lines: items.map((i) => ({
          productId: i.product_id,
          partNo: i.sto_id,
          partName: i.name,
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
  async function refill(buyer: StoreSession, lines: RefillLine[]): Promise<PesanLagiResponse> {
    const outcome = await refillCart(db, buyer.user.id, lines, { now: clock.now(), today: today(), maxItems })
    return { ...outcome, cart: await get(buyer) }
  }

  /**
   * 'Sering Dipesan' of the buyer's store, its count reused a short while (FREQUENT_TIMING); the
   * prices are asked each time, so a new stock feed shows at once, as in the cart.
   */
  async function frequent(buyer: StoreSession): Promise<FrequentResponse> {
    const storeId = buyer.store.id
    const counted = await frequentCache.get(`store:${storeId}`, async () => ({
      items: await frequentParts(db, storeId, { now: clock.now(), today: today(), days: FREQUENT_DAYS }),
    }))
    const context = { branchId: buyer.branch.id, storeId, day: today() }
    const prices = await unitPrices(
      db,
      context,
      counted.value.items.map((i) => i.product_id),
    )
    const items = counted.value.items.map((i) => ({ ...i, ...pricedFields(priceOf(prices, i.product_id)) }))
    return { items, days: FREQUENT_DAYS }
  }

  return { get, add, replace, set, remove, clear, checkout, refill, frequent }
}

export type CartService = ReturnType<typeof createCartService>
