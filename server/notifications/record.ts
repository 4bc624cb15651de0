import {
  type ChannelChoice,
  DEFAULT_CHOICE,
  EVENTS_OF_SIDE,
  type NotificationEvent,
  type NotifiedSide,
  type OrderNotificationEvent,
} from '#common/notification-rules.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { composeMessage, type Message } from './messages'
import * as q from './queries'

// The messages of an order's change, written in the change's own transaction: one row per person
// told (the portal's list), one outbox entry per further channel he chose and can be reached on
// (each browser of his that takes pushes; an e-mail address, when the portal sends e-mail), and a notice
// for the bells of every instance. The senders take the entries after the commit; an action that
// rolls back leaves nothing to send.

/** What happened to an order that people are told of (an order change's `told`). */
export interface OrderHappening {
  event: OrderNotificationEvent
  orderId: number
  /** the person who acted is not told of his own act; null when the portal itself acted */
  actorId: number | null
}

/** Writes the messages of a happening inside the change's transaction: they commit with it or not at all. */
export type OrderNotifier = (trx: Db, happening: OrderHappening) => Promise<void>

/** An e-mail counts as set as on the profile: not null, '' or '-'. */
export function hasEmail(email: string | null): email is string {
  return email !== null && email.trim() !== '' && email.trim() !== '-'
}

export function choiceOf(side: NotifiedSide, event: NotificationEvent, row: q.Recipient): ChannelChoice {
  const fallback = DEFAULT_CHOICE[side][event] ?? { push: false, email: false }
  return { push: row.push ?? fallback.push, email: row.mail ?? fallback.email }
}

export function createOrderNotifier(deps: { clock: Clock; emailEnabled: boolean }): OrderNotifier {
  return async (trx: Db, happening: OrderHappening) => {
    const sides = (Object.keys(EVENTS_OF_SIDE) as NotifiedSide[]).filter((side) => EVENTS_OF_SIDE[side].includes(happening.event))
    if (sides.length === 0) return
    const { order, people } = await q.gather(trx, happening.orderId, sides, happening.event, happening.actorId)
    if (!order) return
    const written: q.Written = { rows: [], outbox: [] }
    const told = new Set<number>()
    for (const person of people) {
      // a dual account hears of a happening once, as the first side that names him
      if (told.has(person.id)) continue
      told.add(person.id)
      const message = composeMessage(happening.event, person.side, order)
      addMessage(written, person, { event: happening.event, orderId: order.id, message }, deps.emailEnabled)
    }
    await q.writeAll(trx, written, deps.clock.now())
  }
}

/** One person's message: its row in his list, and an outbox entry per further channel he chose and has. */
export function addMessage(
  written: q.Written,
  person: q.Recipient,
  what: { event: NotificationEvent; orderId: number | null; message: Message },
  emailEnabled: boolean,
): void {
  written.rows.push({ user_id: person.id, event: what.event, order_id: what.orderId, ...what.message })
  const choice = choiceOf(person.side, what.event, person)
  if (choice.push) {
    for (const id of person.push_ids) written.outbox.push({ user_id: person.id, channel: 'push', push_subscription_id: id })
  }
  if (choice.email && emailEnabled && hasEmail(person.email)) {
    written.outbox.push({ user_id: person.id, channel: 'email', push_subscription_id: null })
  }
}
