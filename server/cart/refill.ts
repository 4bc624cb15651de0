import { PESAN_LAGI_REASONS, type PesanLagiResponse, QTY_MAX } from '#common/cart.ts'
import { activeProductsByPartNo, currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import * as q from './queries'

// Many lines into one buyer's cart at once ('Pesan Lagi' of an order), under the cart's rules:
// a quantity joins what is there and stops at 999, a new line needs room under the cart's limit,
// a replaced number comes in as its current part and a part no longer sold is not added. One
// transaction under the cart lock: each line is added or listed with its reason, never half.

export interface RefillLine {
  part_no: string
  qty: number
}

type Outcome = Omit<PesanLagiResponse, 'cart'>

export async function refillCart(db: Db, userId: number, lines: RefillLine[], opts: RefillOptions): Promise<Outcome> {
  return db.transaction().execute((trx) => refillCartWithin(trx, userId, lines, opts))
}

interface RefillOptions {
  now: Date
  today: string
  maxItems: number
}

/** The same inside the caller's transaction ('Tanya Part' adds an answer and ends its request in one). */
export async function refillCartWithin(trx: Db, userId: number, lines: RefillLine[], opts: RefillOptions): Promise<Outcome> {
  await q.lockCart(trx, userId, opts.now)
  const partNos = [...new Set(lines.map((l) => l.part_no))]
  const [current, sold] = await Promise.all([currentPartsOf(trx, partNos, opts.today), activeProductsByPartNo(trx, partNos)])
  const outcome: Outcome = { added: [], replaced: [], skipped: [] }
  // lines of one part (two old numbers now one part, say) become one
  const wanted = new Map<number, { part: { id: number; sto_id: string; name: string }; qty: number }>()
  for (const line of lines) {
    const replacement = current.get(line.part_no)
    const part = replacement ?? sold.get(line.part_no)
    if (!part) {
      outcome.skipped.push({ sto_id: line.part_no, reason: PESAN_LAGI_REASONS.notSold })
      continue
    }
    if (replacement) outcome.replaced.push({ from: line.part_no, to: replacement.sto_id })
    const same = wanted.get(part.id)
    if (same) same.qty += line.qty
    else wanted.set(part.id, { part, qty: line.qty })
  }
  const inCart = await q.cartQuantities(trx, userId, [...wanted.keys()])
  let count = await q.countItems(trx, userId)
  for (const { part, qty } of wanted.values()) {
    const there = inCart.get(part.id)
    if (there !== undefined) {
      if (there >= QTY_MAX) {
        outcome.skipped.push({ sto_id: part.sto_id, reason: PESAN_LAGI_REASONS.atMax })
        continue
      }
      const total = Math.min(QTY_MAX, there + qty)
      await q.updateItem(trx, userId, part.id, { qty: total }, opts.now)
      outcome.added.push({
        product_id: part.id,
        sto_id: part.sto_id,
        name: part.name,
        qty: total - there,
        capped: there + qty > QTY_MAX,
      })
      continue
    }
    if (count >= opts.maxItems) {
      outcome.skipped.push({ sto_id: part.sto_id, reason: PESAN_LAGI_REASONS.full })
      continue
    }
    const added = Math.min(QTY_MAX, qty)
    await q.insertItem(trx, userId, { product_id: part.id, qty: added }, opts.now)
    count += 1
    outcome.added.push({ product_id: part.id, sto_id: part.sto_id, name: part.name, qty: added, capped: qty > QTY_MAX })
  }
  return outcome
}
