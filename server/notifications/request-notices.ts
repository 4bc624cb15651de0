import type { NotifiedSide, RequestNotificationEvent } from '#common/notification-rules.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { Message } from './messages'
import * as q from './queries'
import { addMessage } from './record'
import { placeRecipients } from './request-notice-queries'

// The messages of a 'Tanya Part' request (docs/product.md §14.4), written in the transaction that
// moved it: a new question or a buyer's reply tells the branch's staff, an answer tells the
// store's buyers. They commit with the request or not at all, like an order's messages.

export interface RequestHappening {
  event: RequestNotificationEvent
  request: { id: number; store_id: number; branch_id: number; store_name: string; vehicle: string; need: string }
  /** the person who acted is not told of his own act */
  actorId: number | null
}

export type RequestNotifier = (trx: Db, happening: RequestHappening) => Promise<void>

const SIDE_OF: Record<RequestNotificationEvent, NotifiedSide> = { tanya_baru: 'seller', tanya_dijawab: 'user' }

/** A need read in one line of a push: its first 80 characters. */
function shortNeed(need: string): string {
  const line = need.replace(/\s+/g, ' ')
  return line.length <= 80 ? line : `${line.slice(0, 79)}…`
}

export function composeRequestMessage(event: RequestNotificationEvent, r: RequestHappening['request']): Message {
  const what = `${r.vehicle}: ${shortNeed(r.need)}`
  if (event === 'tanya_baru') {
    return {
      title: `Tanya Part dari ${r.store_name}`,
      body: `${what}. Cari part lalu kirim jawaban.`,
      link: `/seller/tanya-part/${r.id}`,
    }
  }
  return {
    title: 'Tanya Part dijawab cabang',
    body: `${what}. Lihat jawabannya dan tambahkan ke keranjang.`,
    link: `/user/tanya-part/${r.id}`,
  }
}

export function createRequestNotifier(deps: { clock: Clock; emailEnabled: boolean }): RequestNotifier {
  return async (trx, happening) => {
    const side = SIDE_OF[happening.event]
    const place =
      side === 'user' ? { side, storeId: happening.request.store_id } : { side, branchId: happening.request.branch_id }
    const people = await placeRecipients(trx, place, happening.event, happening.actorId)
    const written: q.Written = { rows: [], outbox: [] }
    const message = composeRequestMessage(happening.event, happening.request)
    for (const person of people)
      addMessage(written, person, { event: happening.event, orderId: null, message }, deps.emailEnabled)
    await q.writeAll(trx, written, deps.clock.now())
  }
}
