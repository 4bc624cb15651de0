import type { TestOutcome } from '#common/notifications.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { leasedEntries, markGivenUp, markSent, retryAt } from './outbox-queries'
import { deliver, nextTryIn, recordGone, type SenderDeps } from './sender'

// 'Kirim notifikasi uji' sends its own entries while the person waits, so the button can say what
// happened. The entries were written leased to the request (service.ts), so no sender takes them
// meanwhile; each is then settled as the sender would settle it, but that a refusal is given up at
// once (the person has been told; a test retried for a day helps nobody) and a temporary failure
// waits for the sender's next try.

export type SendNowDeps = Pick<SenderDeps, 'push' | 'mail' | 'publicUrl'> & { db: Db; clock: Clock }

/** Sends the entries now; answers each one's outcome by its id. */
export async function sendNow(deps: SendNowDeps, ids: number[]): Promise<Map<number, TestOutcome>> {
  const entries = await leasedEntries(deps.db, ids)
  const outcomes = await Promise.all(entries.map((entry) => deliver(deps, entry)))
  const at = deps.clock.now()
  const answers = new Map<number, TestOutcome>()
  await deps.db.transaction().execute(async (trx) => {
    for (const [i, entry] of entries.entries()) {
      const outcome = outcomes[i]
      const attempts = entry.attempts + 1
      if (outcome.kind === 'sent') {
        await markSent(trx, entry, attempts, at)
        answers.set(Number(entry.id), { result: 'sent', reason: null })
      } else if (outcome.kind === 'gone') {
        await recordGone(trx, entry, attempts, at)
        answers.set(Number(entry.id), { result: 'refused', reason: GONE_REASON[entry.channel] })
      } else if (outcome.temporary) {
        await retryAt(trx, entry.id, attempts, new Date(at.getTime() + nextTryIn(attempts)), outcome.reason)
        answers.set(Number(entry.id), { result: 'queued', reason: outcome.reason })
      } else {
        await markGivenUp(trx, entry.id, attempts, at, outcome.reason)
        answers.set(Number(entry.id), { result: 'refused', reason: outcome.reason })
      }
    }
  })
  return answers
}

const GONE_REASON = {
  push: 'Browser ini tidak dapat menerima push lagi dan dilepas; aktifkan push kembali di browser itu.',
  email: 'Alamat e-mail tidak ada lagi.',
} as const
