import type { OrderNotificationEvent } from '#common/notification-rules.ts'
import type { Db } from '../db/connect'
import type { OrderStatusNotice } from './channel'
import * as q from './queries'
import type { OrderAction } from './tables'

// The one way an order's change travels (docs/architecture.md, 'How a feature plugs in'). Whatever changes an
// order (a new estimate from the cart or an import, an action, an edit) records its timeline event
// here, inside its transaction, and every feature that cares reacts to that one record:
//   in the transaction: what must commit with the change or not at all (the people's messages);
//   after the commit, on this instance: what the person who acted reads next (the reports);
//   announced: every instance hears the change by PostgreSQL's NOTIFY, sent in the transaction
//   and so delivered only if it commits (open screens, other instances' reports).
// A change that rolls back reaches no reaction.

/** One change of one order, as the reactions see it. */
export interface OrderChange {
  order_id: number
  /** the status after the change */
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
  /** what was done (the timeline's action) */
  action: OrderAction
  /** who acted: he is not told of his own act; null when the portal itself acted */
  actor_id: number | null
  /** what people are told of; null when nobody is */
  told: OrderNotificationEvent | null
  /** whether open screens show something new (a move, a new order, an edited line) */
  shown: boolean
}

export type InTransactionReaction = (trx: Db, change: OrderChange) => Promise<void>
export type AfterCommitReaction = (change: OrderChange) => void
export type AnnouncedReaction = (notice: OrderStatusNotice) => void

/** What the caller tells of its change beyond the timeline's row (whose action and actor the change takes). */
export type ChangeFacts = Omit<OrderChange, 'action' | 'actor_id'>

/** What the transaction of a change calls: the timeline's row, then every reaction in it. */
export type RecordChange = (trx: Db, event: q.OrderEventInput, facts: ChangeFacts) => Promise<void>

export class OrderEvents {
  private readonly inTransactionReactions = new Map<string, InTransactionReaction>()
  private readonly afterCommitReactions = new Map<string, AfterCommitReaction>()
  private readonly announcedReactions = new Map<string, AnnouncedReaction>()

  /** Runs inside the change's transaction; a failure rolls the change back. */
  inTransaction(name: string, reaction: InTransactionReaction): void {
    this.add(this.inTransactionReactions, name, reaction)
  }

  /** Runs on this instance once the change committed. */
  afterCommit(name: string, reaction: AfterCommitReaction): void {
    this.add(this.afterCommitReactions, name, reaction)
  }

  /** Runs on every instance when the committed change is announced (also this one, a moment later). */
  announced(name: string, reaction: AnnouncedReaction): void {
    this.add(this.announcedReactions, name, reaction)
  }

  /**
   * One transaction that changes orders: `record` appends each change's timeline event and runs the
   * in-transaction reactions; the after-commit reactions run once it committed, never if it failed.
   */
  async transaction<T>(db: Db, work: (trx: Db, record: RecordChange) => Promise<T>): Promise<T> {
    const changes: OrderChange[] = []
    const record: RecordChange = async (trx, event, facts) => {
      const change: OrderChange = { ...facts, action: event.action, actor_id: event.actor_id }
      await q.appendEvent(trx, event)
      if (change.shown) await q.announceChange(trx, noticeOf(change))
      for (const reaction of this.inTransactionReactions.values()) await reaction(trx, change)
      changes.push(change)
    }
    const result = await db.transaction().execute((trx) => work(trx, record))
    for (const change of changes) for (const reaction of this.afterCommitReactions.values()) reaction(change)
    return result
  }

  /** A notice heard on the order status channel (feature.ts listens on it). */
  heard(payload: string): void {
    let notice: OrderStatusNotice
    try {
      notice = JSON.parse(payload) as OrderStatusNotice
    } catch {
      return
    }
    if (typeof notice?.order_id !== 'number') return
    for (const reaction of this.announcedReactions.values()) reaction(notice)
  }

  private add<R>(reactions: Map<string, R>, name: string, reaction: R): void {
    if (reactions.has(name)) throw new Error(`order events: ${name} reacts twice`)
    reactions.set(name, reaction)
  }
}

const noticeOf = (change: OrderChange): OrderStatusNotice => ({
  order_id: change.order_id,
  status: change.status,
  store_id: change.store_id,
  branch_id: change.branch_id,
  no_transaksi: change.no_transaksi,
})
