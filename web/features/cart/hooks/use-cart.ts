// The buyer's cart as every screen sees it: one query, one optimistic sync engine, product.md's toasts (§8.3).
import { notifications } from '@mantine/notifications'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CartItem, CartResponse } from '#common/cart.ts'
import { CART_MAX_ACTIVE_ITEMS } from '#common/cart-rules.ts'
import type { TaxSettingsAnswer } from '#common/order-totals.ts'
import { ApiError } from '#web/api/client.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { addCartItem } from '../api/add-cart-item'
import { clearCart } from '../api/clear-cart'
import { cartQueryKey, getCart } from '../api/get-cart'
import { removeCartItem } from '../api/remove-cart-item'
import { updateCartItem } from '../api/update-cart-item'
import { emitCartError } from '../logic/cart-events'
import { type CartProduct, CartSync } from '../logic/cart-sync'

export const cartSync = new CartSync(
  queryClient,
  { add: addCartItem, set: updateCartItem, remove: removeCartItem, clear: clearCart },
  (message, code) => emitCartError({ message, code }),
)

// A change waits 400 ms before it is sent: a page left sooner (a reload, a typed address, the tab
// closed) sends it at once, as a request that outlives the page (keepalive).
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void cartSync.flush())

/** Every cart the server sends goes through here, so the sync engine knows what the server holds. */
export function cartQuery(enabled = true) {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }) => {
      // changes the server has not answered yet stay on top of what it sends
      return cartSync.present(await getCart(signal))
    },
    staleTime: 1_000,
    enabled,
  })
}

export interface UseCart {
  items: CartItem[]
  count: number
  maxItems: number
  /** the PPN in effect today, for the totals; null until the cart has arrived */
  tax: TaxSettingsAnswer | null
  isLoading: boolean
  isError: boolean
  qtyOf(productId: number): number
  inCart(productId: number): boolean
  add(product: CartProduct, qty: number): Promise<boolean>
  setQty(productId: number, qty: number): void
  setNote(productId: number, note: string): void
  remove(productId: number): void
  clear(): Promise<void>
  reload(): Promise<void>
}

/**
 * A replaced part is added by the server as its current part: no guess on screen, its answer. The
 * server joins it to what it holds, so the waiting changes go first, and an add of the current part
 * made meanwhile stays on top of its answer (a card of the part and one of its old number, say).
 */
async function addReplacedPart(product: CartProduct, qty: number): Promise<boolean> {
  try {
    await cartSync.flush()
    const { replaced, ...cart } = await addCartItem(product.id, qty)
    cartSync.take(cart)
    const message = replaced
      ? `${replaced.from} sudah diganti: ${replaced.to} ditambahkan ke keranjang`
      : 'Item berhasil ditambahkan ke keranjang'
    notifications.show({ message, color: 'green', autoClose: 2600 })
    return true
  } catch (error) {
    // past 999 of the current part: the orange toast with the room left (product.md §5.3), as for any add
    const atLimit = error instanceof ApiError && error.code === 'CART_QTY_LIMIT'
    const message = error instanceof Error ? error.message : 'Gagal menambahkan item'
    notifications.show(atLimit ? { message, color: 'orange', autoClose: 2000 } : { message, color: 'red' })
    return false
  }
}

/** Adds and tells the buyer what happened, with product.md's texts (§8.3) and toast lengths (§9). */
async function addToCart(product: CartProduct, qty: number): Promise<boolean> {
  if (product.superseded_by) return addReplacedPart(product, qty)
  if (!queryClient.getQueryData(cartQueryKey)) await queryClient.fetchQuery(cartQuery())
  const decision = cartSync.add(product, qty)
  if (!decision.ok) {
    notifications.show({
      message: decision.message,
      color: decision.full ? 'red' : 'orange',
      autoClose: decision.full ? 2600 : 2000,
    })
    return false
  }
  notifications.show({ message: decision.message, color: 'green', autoClose: 1600 })
  if (decision.warning) notifications.show({ message: decision.warning, color: 'yellow', autoClose: 2200 })
  return true
}

export function useCart(enabled = true): UseCart {
  const { data, isLoading, isError } = useQuery(cartQuery(enabled))
  const items = data?.items ?? []
  return {
    items,
    count: data?.total_active_items ?? items.length,
    maxItems: data?.max_active_items ?? CART_MAX_ACTIVE_ITEMS,
    tax: data?.tax ?? null,
    isLoading,
    isError,
    qtyOf: (productId) => items.find((i) => i.product_id === productId)?.qty ?? 0,
    inCart: (productId) => items.some((i) => i.product_id === productId),
    add: addToCart,
    setQty: (productId, qty) => cartSync.setQty(productId, qty),
    setNote: (productId, note) => cartSync.setNote(productId, note),
    remove: (productId) => cartSync.remove(productId),
    clear: () => cartSync.clear(),
    reload: () => cartSync.reload(),
  }
}

/** The cart as another screen hands it to a call that fills it ('Pesan Lagi' on an order). */
export const cartHandoff = {
  flush: () => cartSync.flush(),
  take: (cart: CartResponse) => cartSync.take(cart),
}
