import pg from 'pg'
import type { DatabaseHandle } from './connect'

// PostgreSQL LISTEN/NOTIFY for the whole process: what one instance announces inside a committed
// transaction (an order's new status, a user's revoked sessions) reaches every instance on the
// same database within milliseconds. One dedicated connection listens for every channel.

type Handler = (payload: string) => void

export interface Notifications {
  /** Calls `handler` with each payload sent on `channel`; returns the way to stop. */
  listen(channel: string, handler: Handler): () => void
  /** Calls `handler` each time listening resumes after the connection was lost (notices may have been missed). */
  onResume(handler: () => void): () => void
  close(): Promise<void>
}

interface Logger {
  warn(obj: object, msg: string): void
}

export async function startNotifications(
  database: DatabaseHandle,
  channels: readonly string[],
  log: Logger,
): Promise<Notifications> {
  const handlers = new Map<string, Set<Handler>>(channels.map((c) => [c, new Set()]))
  const resumed = new Set<() => void>()
  const deliver = (channel: string, payload: string | undefined) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload ?? '')
  }
  const stop = database.pglite
    ? await listenPglite(database, channels, deliver)
    : await listenPostgres(
        database.pool as pg.Pool,
        channels,
        deliver,
        () => {
          for (const h of resumed) h()
        },
        log,
      )
  return {
    listen(channel, handler) {
      const set = handlers.get(channel)
      if (!set) throw new Error(`not listening on ${channel}`)
      set.add(handler)
      return () => set.delete(handler)
    },
    onResume(handler) {
      resumed.add(handler)
      return () => resumed.delete(handler)
    },
    async close() {
      for (const set of handlers.values()) set.clear()
      resumed.clear()
      await stop()
    },
  }
}

async function listenPglite(database: DatabaseHandle, channels: readonly string[], deliver: (c: string, p: string) => void) {
  const pglite = database.pglite
  if (!pglite) throw new Error('no embedded database')
  const unlisten = await Promise.all(channels.map((channel) => pglite.listen(channel, (payload) => deliver(channel, payload))))
  return async () => {
    await Promise.all(unlisten.map((u) => u().catch(() => {})))
  }
}

/**
 * One dedicated connection (not a pool client, which would go back to the pool with our
 * listeners on it) holds the LISTENs; when it drops, a new one takes over. Notices sent while
 * it is down are lost: readers of each channel must be correct without them (the event streams are
 * told to reload when listening resumes, session caches expire by themselves).
 */
async function listenPostgres(
  pool: pg.Pool,
  channels: readonly string[],
  deliver: (c: string, p: string | undefined) => void,
  resume: () => void,
  log: Logger,
) {
  let client: pg.Client | null = null
  let lost = false
  let closed = false
  let retry: ReturnType<typeof setTimeout> | null = null

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options)
    next.on('notification', (message) => deliver(message.channel, message.payload))
    next.on('error', (err) => {
      if (closed || client !== next) return
      log.warn({ err }, 'notifications: listening connection lost')
      lost = true
      client = null
      void next.end().catch(() => {})
      retry = setTimeout(() => void connect(), 1_000)
    })
    try {
      await next.connect()
      for (const channel of channels) await next.query(`listen ${channel}`)
      if (closed) {
        await next.end()
        return
      }
      client = next
      if (lost) {
        lost = false
        log.warn({}, 'notifications: listening again')
        resume()
      }
    } catch (err) {
      void next.end().catch(() => {})
      if (closed) return
      log.warn({ err }, 'notifications: cannot listen yet, retrying')
      retry = setTimeout(() => void connect(), 2_000)
    }
  }
  await connect()
  return async () => {
    closed = true
    if (retry) clearTimeout(retry)
    const current = client
    client = null
    if (current) await current.end().catch(() => {})
  }
}
