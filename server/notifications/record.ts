import {
  type ChannelChoice,
  DEFAULT_CHOICE,
  EVENTS_OF_SIDE,
  type NotificationChannel,
  type NotifiedSide,
} from '../../common/notification-rules'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { OrderHappening, OrderNotifier } from '../orders'
import { composeMessage } from './messages'
import * as q from './queries'

// The messages of an order's change, written in the change's own transaction: one row per person
// told (the portal's list), one outbox entry per further channel he chose and can be reached on
// (each browser of his that takes pushes; an e-mail address, when the portal sends e-mail), and a notice
// for the bells of every instance. The senders take the entries after the commit; an action that
// rolls back leaves nothing to send.

/** An e-mail counts as set as on the profile: not null, '' or '-'. */
export function hasEmail(email: string | null): email is string {
  return email !== null && email.trim() !== '' && email.trim() !== '-'
}

export function choiceOf(side: NotifiedSide, event: OrderHappening['event'], row: q.Recipient): ChannelChoice {
  const fallback = DEFAULT_CHOICE[side][event] ?? { push: false, email: false }
  return { push: row.push ?? fallback.push, email: row.mail ?? fallback.email }
}

export function createOrderNotifier(deps: { clock: Clock; emailEnabled: boolean }): OrderNotifier {
  return async (trx: Db, happening: OrderHappening) => {
    const sides = (Object.keys(EVENTS_OF_SIDE) as NotifiedSide[]).filter((side) => EVENTS_OF_SIDE[side].includes(happening.event))
    const order = await q.orderFacts(trx, happening.orderId)
    if (!order || sides.length === 0) return
    const at = deps.clock.now()
    const told: number[] = []
    for (const side of sides) {
      // a dual account hears of a happening once, as the first side that names him
      const people = (await q.recipients(trx, happening.orderId, side, happening.event, happening.actorId)).filter(
        (p) => !told.includes(p.id),
      )
      if (people.length === 0) continue
      const message = composeMessage(happening.event, side, order)
      const made = await q.insertNotifications(
        trx,
        people.map((p) => ({ user_id: p.id, event: happening.event, order_id: order.id, ...message })),
        at,
      )
      const byUser = new Map(people.map((p) => [p.id, p]))
      const outbox: Array<{ notification_id: number; channel: NotificationChannel; push_subscription_id: number | null }> = []
      for (const row of made) {
        const person = byUser.get(row.user_id) as q.Recipient
        const choice = choiceOf(side, happening.event, person)
        if (choice.push) {
          for (const id of person.push_ids) outbox.push({ notification_id: row.id, channel: 'push', push_subscription_id: id })
        }
        if (choice.email && deps.emailEnabled && hasEmail(person.email)) {
          outbox.push({ notification_id: row.id, channel: 'email', push_subscription_id: null })
        }
        told.push(row.user_id)
      }
      await q.insertOutbox(trx, outbox, at)
    }
    await q.announce(trx, told)
  }
}
