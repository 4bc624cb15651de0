import type { FeedKind } from '#common/feeds.ts'
import type { DatabaseHandle, Db } from '../db/connect'
import type { FeedSource } from '../feeds'
import { openFeedSessions } from '../feeds/feed-sessions'
import { findJob, insertJob, listRejects } from '../feeds/queries'
import { receiveFile } from '../feeds/receive'
import { createFeedRunner, type FeedRunner } from '../feeds/runner'
import { type Clock, ManualClock } from '../lib/clock'

// Feed jobs as the tests need them: a file queued without an HTTP round trip, a runner of their
// own (the app's worker is off in tests), and the job and its rejected lines read back.

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} }

async function* once(bytes: Buffer) {
  yield bytes
}

export async function queueFeed(
  db: Db,
  kind: FeedKind,
  content: string | Buffer,
  opts: { fileName?: string; source?: FeedSource; fileTime?: Date } = {},
): Promise<number> {
  const received = await receiveFile(db, kind, once(Buffer.isBuffer(content) ? content : Buffer.from(content)))
  return insertJob(db, {
    kind,
    source: opts.source ?? 'cli',
    file_name: opts.fileName ?? `${kind}-test.csv`,
    file_id: received.fileId,
    byte_size: received.byteSize,
    checksum: received.checksum,
    encoding: received.encoding,
    file_time: opts.fileTime ?? new Date('2026-11-25T06:00:00+07:00'),
    created_by: null,
    retry_of: null,
  })
}

export interface TestRunner extends FeedRunner {
  close(): Promise<void>
}

export function testRunner(
  database: DatabaseHandle,
  opts: { clock?: Clock; maxRejectPercent?: number; keepRejects?: number } = {},
): TestRunner {
  const sessions = openFeedSessions(database, 2)
  const runner = createFeedRunner({
    db: database.db,
    sessions,
    clock: opts.clock ?? new ManualClock('2026-11-25T00:00:00Z'),
    maxRejectPercent: opts.maxRejectPercent ?? 1,
    keepRejects: opts.keepRejects,
    log: silentLog,
  })
  return { ...runner, close: () => sessions.close() }
}

export async function jobOf(db: Db, id: number) {
  const job = await findJob(db, id)
  if (!job) throw new Error(`no job ${id}`)
  return job
}

export async function rejectsOf(db: Db, id: number) {
  return (await listRejects(db, id)).map((r) => [r.line, r.reason])
}

/** Queues a file, runs it, and answers the job as it ended. */
export async function loadFeed(
  database: DatabaseHandle,
  runner: FeedRunner,
  kind: FeedKind,
  content: string | Buffer,
  opts: { fileName?: string; fileTime?: Date } = {},
) {
  const id = await queueFeed(database.db, kind, content, opts)
  await runner.runKind(kind)
  return jobOf(database.db, id)
}
