import { AppError } from '../http/app-error'
import type { StoreSession } from '../http/guards'
import { createEstimate } from '../orders'
import type { CartDeps } from './cart-deps'
import * as q from './queries'

/**
 * One estimate from the chosen cart items, in one transaction: the order, its lines, its event,
 * and the removal of exactly those items. A second call for the same items finds them gone and
 * changes nothing.
 */
export async function checkout(deps: CartDeps, session: StoreSession, productIds: number[], noteUser: string) {
  const userId = session.user.id
  return deps.orderEvents.transaction(deps.db, async (trx, record) => {
    const now = deps.clock.now()
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
      record,
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
}
