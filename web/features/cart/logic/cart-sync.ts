// Optimistic cart (product.md §4): the screen changes at once, the server hears about each part 400 ms
// after its last change; a failure reloads the cart from the server and raises cart:error.
import type { QueryClient } from '@tanstack/react-query'
import type { CartItem, CartResponse } from '#common/cart.ts'
import { CART_MAX_ACTIVE_ITEMS, NOTE_MAX, QTY_MAX } from '#common/cart-rules.ts'
import { ApiError } from '#web/api/client.ts'
import { cartQueryKey } from '../api/get-cart'
import { type AddDecision, decideAdd } from './add-rules'

export const SYNC_DELAY_MS = 400
/** Once everything is synced, the server's order (first addition) replaces the local one. */
export const REORDER_DELAY_MS = 800

export interface CartProduct {
  id: number
  sto_id: string
  name: string
  price: number
  image: string | null
  /** set on a part replaced by a newer number: the server adds the current part instead */
  superseded_by?: string | null
}

/** The cart calls the engine makes (../api/*); tests hand it fakes. */
interface CartCalls {
  add(productId: number, qty: number, description?: string | null): Promise<CartResponse>
  set(productId: number, qty: number, description: string | null): Promise<CartResponse>
  remove(productId: number): Promise<CartResponse>
  clear(): Promise<CartResponse>
}

export class CartSync {
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>()
  private readonly inFlight = new Set<number>()
  private readonly dirty = new Set<number>()
  /** what the server's cart holds, as of its last answer */
  private onServer = new Set<number>()
  private reorderTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly client: QueryClient,
    private readonly api: CartCalls,
    private readonly onError: (message: string, code?: string) => void,
  ) {}

  /** Called with every cart the server sends, so the next call knows POST from PATCH. */
  learn(cart: CartResponse): void {
    this.onServer = new Set(cart.items.map((i) => i.product_id))
  }

  private cart(): CartResponse {
    return (
      this.client.getQueryData<CartResponse>(cartQueryKey) ?? {
        items: [],
        total_active_items: 0,
        max_active_items: CART_MAX_ACTIVE_ITEMS,
      }
    )
  }

  private write(items: CartItem[]): void {
    const current = this.cart()
    this.client.setQueryData<CartResponse>(cartQueryKey, { ...current, items, total_active_items: items.length })
  }

  private item(productId: number): CartItem | undefined {
    return this.cart().items.find((i) => i.product_id === productId)
  }

  add(product: CartProduct, qty: number): AddDecision {
    const cart = this.cart()
    const existing = this.item(product.id)
    const decision = decideAdd(
      { currentQty: existing?.qty ?? 0, inCart: !!existing, count: cart.items.length, max: cart.max_active_items },
      qty,
    )
    if (!decision.ok) return decision
    const now = new Date().toISOString()
    const items = existing
      ? cart.items.map((i) => (i.product_id === product.id ? { ...i, qty: decision.newQty, updated_at: now } : i))
      : [
          ...cart.items,
          {
            product_id: product.id,
            sto_id: product.sto_id,
            name: product.name,
            image_url: product.image,
            price: product.price,
            qty: decision.newQty,
            description: null,
            added_at: now,
            updated_at: now,
            superseded_by: null,
          },
        ]
    this.write(items)
    this.schedule(product.id)
    return decision
  }

  /** Quantity 0 removes the part (product.md §4). */
  setQty(productId: number, qty: number): void {
    if (qty <= 0) {
      this.remove(productId)
      return
    }
    const bounded = Math.min(QTY_MAX, Math.trunc(qty))
    this.write(this.cart().items.map((i) => (i.product_id === productId ? { ...i, qty: bounded } : i)))
    this.schedule(productId)
  }

  setNote(productId: number, note: string): void {
    const text = note.slice(0, NOTE_MAX)
    this.write(this.cart().items.map((i) => (i.product_id === productId ? { ...i, description: text } : i)))
    this.schedule(productId)
  }

  remove(productId: number): void {
    this.write(this.cart().items.filter((i) => i.product_id !== productId))
    this.schedule(productId)
  }

  async clear(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    this.cancelSettle()
    this.write([])
    try {
      const cart = await this.api.clear()
      this.learn(cart)
      this.client.setQueryData(cartQueryKey, cart)
    } catch (error) {
      await this.fail(error, 'Gagal menghapus item')
    }
  }

  /** Items that left the cart on the server (a checkout) leave the local cart too. */
  async reload(): Promise<void> {
    await this.client.invalidateQueries({ queryKey: cartQueryKey })
  }

  private schedule(productId: number): void {
    const previous = this.timers.get(productId)
    if (previous) clearTimeout(previous)
    this.timers.set(
      productId,
      setTimeout(() => {
        this.timers.delete(productId)
        void this.push(productId)
      }, SYNC_DELAY_MS),
    )
  }

  private async push(productId: number): Promise<void> {
    if (this.inFlight.has(productId)) {
      this.dirty.add(productId)
      return
    }
    this.inFlight.add(productId)
    const wanted = this.item(productId)
    try {
      if (!wanted) {
        if (this.onServer.has(productId)) this.learn(await this.api.remove(productId))
      } else if (this.onServer.has(productId)) {
        this.learn(await this.api.set(productId, wanted.qty, wanted.description || null))
      } else {
        this.learn(await this.api.add(productId, wanted.qty, wanted.description))
      }
    } catch (error) {
      await this.fail(error, wanted ? 'Gagal menambahkan ke keranjang' : 'Gagal menghapus item')
    } finally {
      this.inFlight.delete(productId)
    }
    if (this.dirty.delete(productId)) return this.push(productId)
    this.settleLater()
  }

  private idle(): boolean {
    return this.timers.size === 0 && this.inFlight.size === 0
  }

  private cancelSettle(): void {
    if (this.reorderTimer) clearTimeout(this.reorderTimer)
    this.reorderTimer = null
  }

  /** Once nothing is waiting, the server's cart (its order, its truth) replaces the local one.
   * It is asked for afresh: answers of parallel calls may arrive out of order. */
  private settleLater(): void {
    this.cancelSettle()
    this.reorderTimer = setTimeout(() => {
      this.reorderTimer = null
      if (this.idle()) void this.client.refetchQueries({ queryKey: cartQueryKey })
    }, REORDER_DELAY_MS)
  }

  private async fail(error: unknown, fallback: string): Promise<void> {
    const apiError = error instanceof ApiError ? error : null
    this.onError(apiError?.detail || fallback, apiError?.code)
    await this.client.refetchQueries({ queryKey: cartQueryKey })
  }

  /** For tests and page exits: send every waiting change now. */
  async flush(): Promise<void> {
    const waiting = [...this.timers.keys()]
    for (const id of waiting) {
      clearTimeout(this.timers.get(id))
      this.timers.delete(id)
    }
    await Promise.all(waiting.map((id) => this.push(id)))
  }
}
