import { sql } from 'kysely'
import type { FeedKind } from '#common/feeds.ts'
import type { Db } from '../db/connect'

// The feed kinds' session advisory locks (feed-sessions.ts says why a session lock). The keys are
// 'FEED' and the kind; server/feeds/runner.test.ts holds the stock kind's lock by these numbers.
const LOCK_CLASS = 0x46454544
const LOCK_OF: Record<FeedKind, number> = { catalogue: 1, stock: 2, supersessions: 3, harga: 4, sinonim: 5 }

/** Takes the kind's lock on this session if free; answers whether it was taken. */
export async function tryKindLock(session: Db, kind: FeedKind): Promise<boolean> {
  const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${LOCK_CLASS}, ${LOCK_OF[kind]}) as ok`.execute(session)
  return got.rows[0].ok
}

export async function releaseKindLock(session: Db, kind: FeedKind): Promise<void> {
  await sql`select pg_advisory_unlock(${LOCK_CLASS}, ${LOCK_OF[kind]})`.execute(session)
}
