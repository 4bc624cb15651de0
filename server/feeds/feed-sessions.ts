import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { FeedKind } from '#common/feeds.ts'
import type { DatabaseHandle, Db } from '../db/connect'
import type { Database } from '../db/types'
import { releaseKindLock, tryKindLock } from './lock-queries'

// Where a job runs: one database session for the whole run (its temporary tables live there),
// holding its kind's lock, so one job of a kind runs at a time across every instance.
//
// On PostgreSQL the lock is a session advisory lock. It belongs to the connection: if the instance
// stops or loses the database mid-run, the server ends the session, rolls the job's transaction
// back and frees the lock, and the next instance to take the lock knows the job still marked
// 'berjalan' has no runner (queries.failAbandoned). Runs use a small pool of their own, without
// the request pool's statement and answer timeouts: merging a national stock file is one
// statement that may take longer than any request may.
//
// The embedded database is one process's (its folder is locked) and one session: a lock held in
// the process is the whole story, and every statement goes through the app's own handle.

export interface FeedSessions {
  /** Runs `work` holding the kind's lock; answers undefined without running when another holds it. */
  withKindLock<T>(kind: FeedKind, work: (db: Db) => Promise<T>): Promise<T | undefined>
  close(): Promise<void>
}

export function openFeedSessions(handle: DatabaseHandle, poolMax = 4): FeedSessions {
  // a second run of a kind in this process never even asks the database
  const running = new Set<FeedKind>()
  if (!handle.pool) {
    return {
      async withKindLock(kind, work) {
        if (running.has(kind)) return undefined
        running.add(kind)
        try {
          return await work(handle.db)
        } finally {
          running.delete(kind)
        }
      },
      close: async () => {},
    }
  }
  const pool = new pg.Pool({
    connectionString: handle.pool.options.connectionString,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    options: '-c statement_timeout=0 -c idle_in_transaction_session_timeout=600000 -c TimeZone=UTC',
  })
  // a connection lost mid-run fails the statement running on it, never the process
  pool.on('connect', (client) => client.on('error', () => {}))
  pool.on('error', () => {})
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    async withKindLock(kind, work) {
      if (running.has(kind)) return undefined
      running.add(kind)
      try {
        return await db.connection().execute(async (session) => {
          if (!(await tryKindLock(session, kind))) return undefined
          try {
            return await work(session)
          } finally {
            await releaseKindLock(session, kind).catch(() => {})
          }
        })
      } finally {
        running.delete(kind)
      }
    },
    close: () => db.destroy(),
  }
}
