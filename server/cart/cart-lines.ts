import { type PesanLagiResponse, QTY_MAX } from '#common/cart.ts'
import { activeProduct, currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { StoreSession } from '../http/guards'
import { type CartDeps, today } from './cart-deps'
import { presentCart } from './presenter'
import * as q from './queries'
import { type RefillLine, refillCart, refillCartWithin } from './refill'

// The buyer's cart and the changes to its lines: each change answers the cart as it is after.

/** The buyer's cart, each line at the unit price his store pays in its branch (server/pricing). */
export async function getCart(deps: CartDeps, buyer: StoreSession) {
  const { db } = deps
  const rows = await q.listCart(db, buyer.user.id, { branchId: buyer.branch.id, storeId: buyer.store.id, day: today(deps) })
  const current = await currentPartsOf(
    db,
    rows.map((r) => r.sto_id),
    today(deps),
  )
  return presentCart(rows, deps.maxItems, current, await deps.books.taxOn(today(deps)))
}

type NewLine = { product_id: number; qty: number; description?: string }

/**
 * Adds to what is already there (the catalogue's '+ Keranjang'); 999 per product at most. A part
 * replaced by a newer number adds the current part, and the answer says which.
 */
export async function addToCart(deps: CartDeps, buyer: StoreSession, input: NewLine) {
  const userId = buyer.user.id
  const now = deps.clock.now()
  const replaced = await deps.db.transaction().execute(async (trx) => {
    await q.lockCart(trx, userId, now)
    const asked = await activeProduct(trx, input.product_id)
    if (!asked) throw notFound('Produk tidak ditemukan')
    const current = (await currentPartsOf(trx, [asked.sto_id], today(deps))).get(asked.sto_id)
    await addLine(trx, deps.maxItems, userId, { ...input, product_id: current?.id ?? asked.id }, now)
    return current ? { from: asked.sto_id, to: current.sto_id } : null
  })
  return { ...(await getCart(deps, buyer)), replaced }
}

/** One part's line: the quantity joins what is there, a new line needs room in the cart. */
async function addLine(trx: Db, maxItems: number, userId: number, input: NewLine, now: Date) {
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
export async function replaceLine(deps: CartDeps, buyer: StoreSession, productId: number) {
  const userId = buyer.user.id
  const now = deps.clock.now()
  await deps.db.transaction().execute(async (trx) => {
    await q.lockCart(trx, userId, now)
    const line = await q.findItemWithPart(trx, userId, productId)
    if (!line) throw notFound('Item tidak ada di keranjang')
    const current = (await currentPartsOf(trx, [line.sto_id], today(deps))).get(line.sto_id)
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
      await q.insertItem(trx, userId, { product_id: current.id, qty: line.qty, description: line.description ?? undefined }, now)
    }
  })
  return getCart(deps, buyer)
}

export async function setLine(
  deps: CartDeps,
  buyer: StoreSession,
  productId: number,
  input: { qty: number; description?: string | null },
) {
  if (!(await q.updateItem(deps.db, buyer.user.id, productId, input, deps.clock.now())))
    throw notFound('Item tidak ada di keranjang')
  return getCart(deps, buyer)
}

export async function removeLine(deps: CartDeps, buyer: StoreSession, productId: number) {
  await q.deleteItems(deps.db, buyer.user.id, [productId])
  return getCart(deps, buyer)
}

export async function clearCart(deps: CartDeps, buyer: StoreSession) {
  await q.deleteItems(deps.db, buyer.user.id)
  return getCart(deps, buyer)
}

/** Many lines at once ('Pesan Lagi'): what was added, replaced and skipped, and the cart after. */
export async function refill(deps: CartDeps, buyer: StoreSession, lines: RefillLine[]): Promise<PesanLagiResponse> {
  const outcome = await refillCart(deps.db, buyer.user.id, lines, {
    now: deps.clock.now(),
    today: today(deps),
    maxItems: deps.maxItems,
  })
  return { ...outcome, cart: await getCart(deps, buyer) }
}

/** The same inside the caller's transaction, without the cart after ('Tanya Part''s answer). */
export function refillWithin(deps: CartDeps, trx: Db, buyer: StoreSession, lines: RefillLine[]) {
  return refillCartWithin(trx, buyer.user.id, lines, { now: deps.clock.now(), today: today(deps), maxItems: deps.maxItems })
}
