import { sql } from 'kysely'
import { vi } from 'vitest'
import { startNotifications } from '../db/notifications'
import { PRICES_CHANNEL } from '../pricing'
import type { TestApp } from './app'

// What the tests of a store's price group hear on the prices channel (server/pricing/announce-queries.ts):
// a listener of its own on the test's database, as another instance would listen.

export interface PriceNotices {
  /** The notices heard since the last call, once every notice sent before this call has arrived. */
  take(): Promise<string[]>
  close(): Promise<void>
}

const SENTINEL = 'test-sentinel'

export async function listenForPriceNotices(t: TestApp): Promise<PriceNotices> {
  const heard: string[] = []
  const notifications = await startNotifications(t.database, [PRICES_CHANNEL], { warn: () => {} })
  notifications.listen(PRICES_CHANNEL, (payload) => heard.push(payload))
  return {
    async take() {
      // notices arrive in the order they were committed: once ours is heard, every earlier one is too
      await sql`select pg_notify(${PRICES_CHANNEL}, ${SENTINEL})`.execute(t.database.db)
      await vi.waitFor(() => {
        if (!heard.includes(SENTINEL)) throw new Error('the sentinel notice has not arrived yet')
      })
      const before = heard.splice(0, heard.length)
      return before.filter((p) => p !== SENTINEL)
    },
    close: () => notifications.close(),
  }
}
