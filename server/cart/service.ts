import { CART_MAX_ACTIVE_ITEMS, type CartResponse, QTY_MAX } from '../../common/cart'
import { type SessionContext, workBranch } from '../auth/sessions'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { Clock } from '../http/clock'
import { createEstimate } from '../orders/create-estimate'
import * as q from './queries'

const iso = (value: Date | string) => new Date(value).toISOString()

export function createCartService(deps: { db: Db; clock: Clock; maxActiveItems?: number }) {
  const { db, clock } = deps
  const maxItems = deps.maxActiveItems ?? CART_MAX_ACTIVE_ITEMS

  async function get(userId: number): Promise<CartResponse> {
    const rows = await q.listCart(db, userId)
    return {
      items: rows.map((r) => ({
        product_id: r.product_id,
        sto_id: r.sto_id,
        name: r.name,
        image_url: r.image_url,
        price: Number(r.price),
        qty: r.qty,
        description: r.description,
        added_at: iso(r.added_at),
        updated_at: iso(r.updated_at),
      })),
      total_active_items: rows.length,
      max_active_items: maxItems,
    }
  }

  /** Adds to what is already there (the catalogue's '+ Keranjang'); 999 per product at most. */
  async function add(userId: number, input: { product_id: number; qty: number; description?: string }) {
    const now = clock.now()
    await db.transaction().execute(async (trx) => {
      await q.lockCart(trx, userId, now)
      if (!(await q.activeProduct(trx, input.product_id))) throw notFound('Produk tidak ditemukan')
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
        await trx
          .updateTable('cart_items')
          .set({ qty: existing.qty + input.qty, updated_at: now, ...(input.description !== undefined ? { description: input.description || null } : {}) })
          .where('user_id', '=', userId)
          .where('product_id', '=', input.product_id)
          .execute()
        return
      }
      const count = await q.countItems(trx, userId)
      if (count >= maxItems) {
        throw new AppError(409, 'CART_FULL', `Keranjang sudah penuh (maks ${maxItems} item). Bersihkan sebagian item terlebih dahulu`, {
          max_active_items: maxItems,
        })
      }
      await trx
        .insertInto('cart_items')
        .values({ user_id: userId, product_id: input.product_id, qty: input.qty, description: input.description || null, added_at: now, updated_at: now })
        .execute()
    })
    return get(userId)
  }

  async function set(userId: number, productId: number, input: { qty: number; description?: string | null }) {
    const now = clock.now()
    const result = await db
      .updateTable('cart_items')
      .set({ qty: input.qty, updated_at: now, ...(input.description !== undefined ? { description: input.description || null } : {}) })
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw notFound('Item tidak ada di keranjang')
    return get(userId)
  }

  async function remove(userId: number, productId: number) {
    await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute()
    return get(userId)
  }

  async function clear(userId: number) {
    await db.deleteFrom('cart_items').where('user_id', '=', userId).execute()
    return get(userId)
  }

  /**
   * One estimate from the chosen cart items, in one transaction: the order, its lines, its event,
   * and the removal of exactly those items. A second call for the same items finds them gone and
   * changes nothing.
   */
  async function checkout(session: SessionContext, productIds: number[], noteUser: string) {
    const branch = workBranch(session)
    const storeId = session.user.store_id
    if (!branch || storeId === null) throw new AppError(403, 'FORBIDDEN', 'Akun Anda tidak terhubung ke toko.')
    const userId = session.user.id
    return db.transaction().execute(async (trx) => {
      const now = clock.now()
      await q.lockCart(trx, userId, now)
      const items = await q.itemsForCheckout(trx, userId, productIds)
      if (items.length !== productIds.length) {
        throw new AppError(409, 'CART_ITEMS_MISSING', 'Sebagian item sudah tidak ada di keranjang. Muat ulang keranjang lalu coba lagi.', {
          missing_product_ids: productIds.filter((id) => !items.some((i) => i.product_id === id)),
        })
      }
      const order = await createEstimate(trx, {
        branch,
        storeId,
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
      await trx.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', 'in', productIds).execute()
      return { order_id: order.id, no_transaksi: order.no_transaksi }
    })
  }

  return { get, add, set, remove, clear, checkout }
}

export type CartService = ReturnType<typeof createCartService>
