// Optimistic cart (product.md §2.8): the screen changes at once, the server hears about each part 400 ms
// after its last change; a failure reloads the cart from the server and raises cart:error. Adds go
// as quantities to join (pending-changes.ts), so no answer or other writer loses one.
import type { QueryClient } from '@tanstack/react-query'
import type { CartItem, CartResponse } from '#common/cart.ts'
import { CART_MAX_ACTIVE_ITEMS, NOTE_MAX, QTY_MAX } from '#common/cart-rules.ts'
import type { PricedFields } from '#common/price-math.ts'
import { ApiError } from '#web/api/client.ts'
import { cartQueryKey } from '../api/get-cart'
import { type AddDecision, decideAdd } from './add-rules'
import { type PendingChange, rebase, withAdd, withNote } from './pending-changes'

export const SYNC_DELAY_MS = 400
/** Once everything is synced, the server's order (first addition) replaces the local one. */
export const REORDER_DELAY_MS = 800

/** A part as a screen offers it to the cart, priced for the buyer (docs/product.md §10.10). */
export interface CartProduct extends PricedFields {
  id: number
  sto_id: string
  name: string
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
  /** each part's change the server has not been sent yet */
  private readonly pending = new Map<number, PendingChange>()
  /** each part's calls under way: one part's calls go one after another */
  private readonly running = new Map<number, Promise<void>>()
  /** what the server's cart holds, as of its answers; null until the first answer is learned */
  private onServer: Set<number> | null = null
  private reorderTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly client: QueryClient,
    private readonly api: CartCalls,
    private readonly onError: (message: string, code?: string) => void,
  ) {}

  /** Called with every cart the server sends, so the next call knows POST from PATCH. A part with
   * a call out keeps what that call's answer says: this cart may have been read before it. */
  learn(cart: CartResponse): void {
    const next = new Set(cart.items.map((i) => i.product_id))
    for (const productId of this.running.keys()) {
      if (this.onServer?.has(productId)) next.add(productId)
      else next.delete(productId)
    }
    this.onServer = next
  }

  /** A cart the server sent, as the screen shows it: with the changes not answered yet on top. */
  present(cart: CartResponse): CartResponse {
    this.learn(cart)
    return rebase(cart, this.cart().items, this.pending, new Set(this.running.keys()))
  }

  /** Shows a cart another call answered ('Pesan Lagi', a replaced part added) without losing a change. */
  take(cart: CartResponse): void {
    this.client.setQueryData(cartQueryKey, this.present(cart))
  }

  private cart(): CartResponse {
    return (
      this.client.getQueryData<CartResponse>(cartQueryKey) ?? {
        items: [],
        total_active_items: 0,
        max_active_items: CART_MAX_ACTIVE_ITEMS,
        // before the first answer: an empty cart, whose totals are 0 whatever the rate
        tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
      }
    )
  }

  private write(items: CartItem[]): void {
    // the server's cart as it was before this first change, when it came with the page
    this.known()
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
            price_list: product.price_list,
            discount_percent: product.discount_percent,
            price_source: product.price_source,
            qty: decision.newQty,
            description: null,
            added_at: now,
            updated_at: now,
            superseded_by: null,
          },
        ]
    this.write(items)
    this.change(product.id, withAdd(this.pending.get(product.id), qty))
    return decision
  }

  /** Quantity 0 removes the part (product.md §2.8). */
  setQty(productId: number, qty: number): void {
    if (qty <= 0) {
      this.remove(productId)
      return
    }
    const bounded = Math.min(QTY_MAX, Math.trunc(qty))
    this.write(this.cart().items.map((i) => (i.product_id === productId ? { ...i, qty: bounded } : i)))
    this.change(productId, { kind: 'line' })
  }

  setNote(productId: number, note: string): void {
    const text = note.slice(0, NOTE_MAX)
    this.write(this.cart().items.map((i) => (i.product_id === productId ? { ...i, description: text } : i)))
    this.change(productId, withNote(this.pending.get(productId), text))
  }

  remove(productId: number): void {
    this.write(this.cart().items.filter((i) => i.product_id !== productId))
    this.change(productId, { kind: 'remove' })
  }

  async clear(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    this.pending.clear()
    this.cancelSettle()
    this.write([])
    try {
      this.take(await this.api.clear())
    } catch (error) {
      await this.fail(error, 'Gagal menghapus item')
    }
  }

  /** Items that left the cart on the server (a checkout) leave the local cart too. */
  async reload(): Promise<void> {
    await this.client.invalidateQueries({ queryKey: cartQueryKey })
  }

  private change(productId: number, change: PendingChange): void {
    this.pending.set(productId, change)
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

  /** Sends the part's change; while a call of the part is out, the change goes right after it. */
  private push(productId: number): Promise<void> {
    const running = this.running.get(productId)
    if (running) return running
    const run = this.sendInTurn(productId).finally(() => {
      this.running.delete(productId)
      // a change made in the moment between the last call and here
      if (this.pending.has(productId) && !this.timers.has(productId)) void this.push(productId)
      else this.settleLater()
    })
    this.running.set(productId, run)
    return run
  }

  private async sendInTurn(productId: number): Promise<void> {
    let change = this.pending.get(productId)
    while (change) {
      this.pending.delete(productId)
      await this.send(productId, change)
      // a change made meanwhile goes now, unless it still waits for its own delay
      change = this.timers.has(productId) ? undefined : this.pending.get(productId)
    }
  }

  /**
   * What the server's cart holds. A cart that reached the screen without passing through `present`
   * (the one a server-rendered page came with) is learned when first needed, at the latest before
   * the first change is written over it.
   */
  private known(): Set<number> {
    this.onServer ??= new Set(this.client.getQueryData<CartResponse>(cartQueryKey)?.items.map((i) => i.product_id) ?? [])
    return this.onServer
  }

  private isOnServer(productId: number): boolean {
    return this.known().has(productId)
  }

  private async send(productId: number, change: PendingChange): Promise<void> {
    const line = this.item(productId)
    try {
      if (change.kind === 'add') {
        this.learnPart(productId, await this.api.add(productId, change.qty, change.description ?? null))
      } else if (change.kind === 'remove' || !line) {
        if (this.isOnServer(productId)) this.learnPart(productId, await this.api.remove(productId))
      } else if (this.isOnServer(productId)) {
        this.learnPart(productId, await this.api.set(productId, line.qty, line.description || null))
      } else {
        this.learnPart(productId, await this.api.add(productId, line.qty, line.description))
      }
    } catch (error) {
      await this.fail(error, change.kind === 'remove' ? 'Gagal menghapus item' : 'Gagal menambahkan ke keranjang')
    }
  }

  /** An answer to one part's call is sure of that part; of others it may be older than their calls. */
  private learnPart(productId: number, cart: CartResponse): void {
    if (cart.items.some((i) => i.product_id === productId)) this.known().add(productId)
    else this.known().delete(productId)
  }

  private idle(): boolean {
    return this.timers.size === 0 && this.running.size === 0
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

  /** For page exits and calls that fill the cart on the server: every waiting change sent, and answered. */
  async flush(): Promise<void> {
    const waiting = [...this.timers.keys()]
    for (const id of waiting) {
      clearTimeout(this.timers.get(id))
      this.timers.delete(id)
    }
    for (const id of waiting) void this.push(id)
    while (this.running.size > 0) await Promise.all([...this.running.values()])
  }
}
