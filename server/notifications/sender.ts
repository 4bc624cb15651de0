import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { mailText, type SendMail } from './mail-transport'
import { claimDueEntries, type DueEntry, dropBrowser, markGivenUp, markSent, queuedByChannel, retryAt } from './outbox-queries'
import type { SendPush } from './push-transport'
import { describeFailure, type SendFailure } from './send-failure'

// Every instance runs a sender. It claims due outbox entries with FOR UPDATE SKIP LOCKED, moving
// their due time a lease ahead in the same short transaction, so each entry is in the hands of
// exactly one instance; sends them with no transaction open (a slow mail server holds no database
// connection); then records each outcome: sent, retried later (growing pauses), or given up after
// a day with the reason kept. An instance that dies mid-send leaves its entries to be taken again
// when the lease runs out. An order action never waits for any of it: its entries were written
// with the action and are read here afterwards.

/** Pauses between tries, then every 30 minutes; a day after the message, it is given up. */
const BACKOFF_MS = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000, 20 * 60_000, 30 * 60_000]
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000
const BATCH = 20
/** Longer than any send may take (each transport has its own timeout, 10-15 s). */
export const LEASE_MS = 5 * 60_000

export function nextTryIn(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]
}

/** What a sender did, by channel and result, for /api/metrics. */
export type SendResult = 'sent' | 'retry' | 'given_up' | 'gone'

export interface SenderDeps {
  db: Db
  clock: Clock
  /** told of each outcome (the instance's counts) */
  counted?: (channel: 'push' | 'email', result: SendResult) => void
  push?: SendPush
  mail?: SendMail
  /** the portal's address as people open it, for the order's link in an e-mail */
  publicUrl: string
}

/** What one try of one entry came to; a failure says whether trying again may help (send-failure.ts). */
export type Outcome = { kind: 'sent' } | { kind: 'gone' } | ({ kind: 'failed' } & SendFailure)

export async function deliver(deps: Pick<SenderDeps, 'push' | 'mail' | 'publicUrl'>, entry: DueEntry): Promise<Outcome> {
  try {
    if (entry.channel === 'push') {
      if (!deps.push) return { kind: 'failed', temporary: true, reason: 'push tidak aktif di server ini' }
      if (!entry.endpoint || !entry.p256dh || !entry.auth) return { kind: 'gone' }
      const result = await deps.push(
        { endpoint: entry.endpoint, p256dh: entry.p256dh, auth: entry.auth },
        { title: entry.title, body: entry.body, link: entry.link },
      )
      return { kind: result }
    }
    if (!deps.mail) return { kind: 'failed', temporary: true, reason: 'e-mail tidak aktif di server ini' }
    if (!entry.email) return { kind: 'gone' }
    await deps.mail({ to: entry.email, subject: entry.title, text: mailText(entry, deps.publicUrl) })
    return { kind: 'sent' }
  } catch (error) {
    return { kind: 'failed', ...describeFailure(entry.channel, error) }
  }
}

/** Sends what is due now, one batch; answers how many entries it handled. */
export async function sendDue(deps: SenderDeps): Promise<number> {
  const due = await claimDue(deps)
  if (due.length === 0) return 0
  const outcomes = await Promise.all(due.map((entry) => deliver(deps, entry)))
  const at = deps.clock.now()
  await deps.db.transaction().execute(async (trx) => {
    for (const [i, entry] of due.entries()) {
      const result = await record(trx, entry, outcomes[i], at)
      deps.counted?.(entry.channel, result)
    }
  })
  return due.length
}

async function claimDue(deps: SenderDeps): Promise<DueEntry[]> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now()
    return claimDueEntries(trx, now, BATCH, new Date(now.getTime() + LEASE_MS))
  })
}

async function record(trx: Db, entry: DueEntry, outcome: Outcome, at: Date): Promise<SendResult> {
  const attempts = entry.attempts + 1
  if (outcome.kind === 'sent') {
    await markSent(trx, entry, attempts, at)
    return 'sent'
  }
  if (outcome.kind === 'gone') {
    await recordGone(trx, entry, attempts, at)
    return 'gone'
  }
  const late = at.getTime() - new Date(entry.created_at).getTime() >= GIVE_UP_AFTER_MS
  if (late) await markGivenUp(trx, entry.id, attempts, at, outcome.reason)
  else await retryAt(trx, entry.id, attempts, new Date(at.getTime() + nextTryIn(attempts)), outcome.reason)
  return late ? 'given_up' : 'retry'
}

/** The browser unsubscribed or leads nowhere public, or the person's address went: nothing to retry. */
export async function recordGone(trx: Db, entry: DueEntry, attempts: number, at: Date): Promise<void> {
  if (entry.push_subscription_id !== null) await dropBrowser(trx, entry.push_subscription_id)
  else await markGivenUp(trx, entry.id, attempts, at, 'alamat e-mail tidak ada lagi')
}

export interface NotificationSender {
  /** something new was written: look now rather than at the next poll */
  kick(): void
  /** what this sender did since it started, for /api/metrics */
  counts(): Array<{ channel: string; result: string; count: number }>
  close(): Promise<void>
}

/** Runs sendDue until nothing is due, then waits for a kick or the next poll. */
export function startNotificationSender(
  deps: SenderDeps & { pollMs?: number; log: { warn(obj: object, msg: string): void } },
): NotificationSender {
  const pollMs = deps.pollMs ?? 5_000
  const tally = new Map<string, number>()
  const counted = (channel: string, result: SendResult) => {
    const key = `${channel} ${result}`
    tally.set(key, (tally.get(key) ?? 0) + 1)
  }
  const sending: SenderDeps = { ...deps, counted }
  let stopped = false
  let running: Promise<void> | null = null
  let again = false
  let timer: NodeJS.Timeout | null = null

  const run = async () => {
    do {
      again = false
      try {
        while (!stopped && (await sendDue(sending)) > 0) {}
      } catch (error) {
        // the database went away: the entries stay due and are taken at the next round
        deps.log.warn({ err: error }, 'notification sender: round failed')
      }
    } while (again && !stopped)
  }
  const kick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().finally(() => {
      running = null
    })
  }
  const schedule = () => {
    timer = setTimeout(() => {
      kick()
      if (!stopped) schedule()
    }, pollMs)
    timer.unref()
  }
  schedule()
  kick()
  return {
    kick,
    counts: () =>
      [...tally].map(([key, count]) => {
        const [channel, result] = key.split(' ')
        return { channel, result, count }
      }),
    async close() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** How many messages wait per channel, and how old the oldest is (the operator's alert). */
export async function outboxFigures(
  db: Db,
  clock: Clock,
): Promise<Array<{ channel: string; queued: number; oldestSeconds: number }>> {
  const rows = await queuedByChannel(db)
  const now = clock.now().getTime()
  return rows.map((r) => ({
    channel: r.channel,
    queued: r.queued,
    oldestSeconds: r.oldest ? Math.max(0, Math.floor((now - new Date(r.oldest).getTime()) / 1000)) : 0,
  }))
}
