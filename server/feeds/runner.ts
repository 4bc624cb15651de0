import { FEED_KINDS, type FeedKind } from '#common/feeds.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { FeedSessions } from './feed-sessions'
import { JobFailed } from './job-failed'
import { claimNext, failAbandoned, failJob, findJob, kindsWithWork } from './queries'
import { runJob } from './run-job'

// The worker every instance runs: every few seconds (and at once after an upload here) it asks
// which kinds have work, takes each such kind's lock if no other instance holds it, marks failed
// any job of the kind left 'berjalan' by a runner that is gone, then runs the kind's waiting jobs
// oldest first. A second job of a kind waits in 'antrian' until the first is done.

export interface FeedRunnerDeps {
  db: Db
  sessions: FeedSessions
  clock: Clock
  maxRejectPercent: number
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  /** heard after each job ends, on this instance (the drop folder moves its file) */
  onJobEnded?: (jobId: number) => void
  keepRejects?: number
}

export interface FeedRunner {
  /** Looks for work once; resolves when the runs it started have ended. */
  tick(): Promise<void>
  /** Runs the kind's waiting jobs if this instance can take its lock; false if another holds it. */
  runKind(kind: FeedKind): Promise<boolean>
  /** Stops at the next chunk: a job running here fails ('run it again'), nothing of it written. */
  stop(): void
}

const STOPPED = 'Server berhenti sebelum job selesai. Tidak ada yang dimuat; jalankan ulang.'

export function createFeedRunner(deps: FeedRunnerDeps): FeedRunner {
  const stopping = new AbortController()

  async function runOne(session: Db, jobId: number): Promise<void> {
    const job = await findJob(session, jobId)
    if (!job) return
    const sameAs = job.same_as === null ? undefined : await findJob(session, job.same_as)
    const started = Date.now()
    try {
      const counts = await runJob(session, job, sameAs?.file_time ?? null, {
        clock: deps.clock,
        maxRejectPercent: deps.maxRejectPercent,
        keepRejects: deps.keepRejects,
        signal: stopping.signal,
      })
      deps.log.info({ jobId, kind: job.kind, ms: Date.now() - started, ...counts }, 'feed job done')
    } catch (error) {
      const known = error instanceof JobFailed
      const message = known ? error.message : stopping.signal.aborted ? STOPPED : `Gagal memuat: ${(error as Error).message}`
      if (!known) deps.log.error({ err: error, jobId, kind: job.kind }, 'feed job failed')
      // when the database itself is gone this cannot be written either: the next instance to take
      // the kind's lock marks the job failed (failAbandoned)
      await failJob(session, jobId, message, deps.clock.now(), known ? error.counts : undefined).catch(() => {})
    } finally {
      deps.onJobEnded?.(jobId)
    }
  }

  async function runKind(kind: FeedKind): Promise<boolean> {
    const ran = await deps.sessions.withKindLock(kind, async (session) => {
      const abandoned = await failAbandoned(session, kind, deps.clock.now())
      if (abandoned.length > 0) deps.log.warn({ kind, jobs: abandoned }, 'feed jobs cut off earlier marked failed')
      for (const id of abandoned) deps.onJobEnded?.(id)
      while (!stopping.signal.aborted) {
        const id = await claimNext(session, kind, deps.clock.now())
        if (id === null) break
        await runOne(session, id)
      }
      return true
    })
    return ran === true
  }

  async function tick(): Promise<void> {
    if (stopping.signal.aborted) return
    const kinds = await kindsWithWork(deps.db)
    await Promise.all(FEED_KINDS.filter((k) => kinds.includes(k)).map((kind) => runKind(kind)))
  }

  return { tick, runKind, stop: () => stopping.abort() }
}
