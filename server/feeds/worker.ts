import type { DatabaseHandle } from '../db/connect'
import type { Clock } from '../lib/clock'
import { createDropFolder } from './drop-folder'
import { openFeedSessions } from './feed-sessions'
import { deleteOldFiles } from './queries'
import { createFeedRunner } from './runner'
import type { FeedService } from './service'

// The feed work of one instance: the runner looks for queued jobs every POLL_MS (at once after an
// upload here), the drop folder is looked at every FOLDER_MS when FEED_DIR is set, and files no
// job needs are removed hourly. Every instance runs it; the kinds' locks and the folder's claims
// make each job and each file one instance's.

const POLL_MS = 2_000
const FOLDER_MS = 15_000
const HOUSEKEEPING_MS = 3_600_000
/** Files of finished jobs are kept this long, to run a job again or read what was sent. */
export const FEED_FILE_KEEP_DAYS = 14

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

export interface FeedWorkerDeps {
  database: DatabaseHandle
  feeds: FeedService
  clock: Clock
  maxRejectPercent: number
  /** the drop folder, when one is configured */
  dir?: string
  log: Log
}

export interface FeedWorker {
  /** Looks for queued jobs now (a job was announced on FEED_JOBS_CHANNEL). */
  kick(): void
  /** Stops looking; a job running here fails at its next chunk and can be run again. */
  close(): Promise<void>
}

export function startFeedWorker(deps: FeedWorkerDeps): FeedWorker {
  const { db } = deps.database
  const sessions = openFeedSessions(deps.database)
  const folder = deps.dir
    ? createDropFolder({ dir: deps.dir, db, feeds: deps.feeds, now: () => deps.clock.now().getTime(), log: deps.log })
    : null
  let moving: Promise<void> = Promise.resolve()
  const moveFinished = () => {
    if (!folder) return
    moving = moving.then(folder.moveFinished).catch((err) => deps.log.warn({ err }, 'drop folder: moving finished files failed'))
  }
  const runner = createFeedRunner({
    db,
    sessions,
    clock: deps.clock,
    maxRejectPercent: deps.maxRejectPercent,
    log: deps.log,
    onJobEnded: moveFinished,
  })

  let ticking: Promise<void> | null = null
  const tick = () => {
    if (ticking) return
    ticking = runner
      .tick()
      .catch((err) => deps.log.warn({ err }, 'feed worker: looking for jobs failed'))
      .finally(() => {
        ticking = null
      })
  }
  let scanning = false
  const look = async () => {
    if (!folder || scanning) return
    scanning = true
    try {
      await folder.scan()
      await folder.moveFinished()
      tick()
    } catch (err) {
      deps.log.warn({ err }, 'drop folder: looking failed')
    } finally {
      scanning = false
    }
  }
  const timers = [
    setInterval(tick, POLL_MS),
    setInterval(() => void look(), FOLDER_MS),
    setInterval(() => {
      deleteOldFiles(db, deps.clock.now(), FEED_FILE_KEEP_DAYS).catch((err) => deps.log.warn({ err }, 'feed housekeeping failed'))
    }, HOUSEKEEPING_MS),
  ]
  for (const timer of timers) timer.unref()
  tick()
  void look()

  return {
    kick: tick,
    async close() {
      for (const timer of timers) clearInterval(timer)
      runner.stop()
      // a running job stops at its next chunk; a merge already under way is not waited for long
      const running = ticking ?? Promise.resolve()
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
      await moving
      await sessions.close()
    },
  }
}
