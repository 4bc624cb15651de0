import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { DatabaseHandle } from '../db/connect'
import { ORDER_STATUS_CHANNEL, type OrderStatusNotice } from '../orders'

type Listener = (notice: OrderStatusNotice) => void

/**
 * Order status changes as PostgreSQL announces them (LISTEN/NOTIFY), fanned out to this
 * instance's open event streams. Every instance listens, so a change made through any instance
 * reaches every browser, whichever instance it is connected to.
 */
export interface LiveHub {
  subscribe(listener: Listener): () => void
  close(): Promise<void>
}

export async function startLiveHub(database: DatabaseHandle, log: FastifyBaseLogger): Promise<LiveHub> {
  const listeners = new Set<Listener>()
  const emit = (payload: string | undefined) => {
    let notice: OrderStatusNotice
    try {
      notice = JSON.parse(payload ?? '') as OrderStatusNotice
    } catch {
      return
    }
    for (const listener of listeners) listener(notice)
  }
  const stop = database.pglite ? await listenPglite(database, emit) : await listenPostgres(database.pool as pg.Pool, emit, log)
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      await stop()
    },
  }
}

async function listenPglite(database: DatabaseHandle, emit: (payload: string) => void): Promise<() => Promise<void>> {
  const unlisten = await database.pglite!.listen(ORDER_STATUS_CHANNEL, emit)
  return async () => {
    await unlisten().catch(() => {})
  }
}

/**
 * One dedicated connection (not a pool client, which would go back to the pool with our
 * listeners on it) holds the LISTEN; when it drops, a new one takes over.
 */
async function listenPostgres(pool: pg.Pool, emit: (payload: string | undefined) => void, log: FastifyBaseLogger) {
  let client: pg.Client | null = null
  let closed = false
  let retry: ReturnType<typeof setTimeout> | null = null

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options)
    next.on('notification', (message) => {
      if (message.channel === ORDER_STATUS_CHANNEL) emit(message.payload)
    })
    next.on('error', (err) => {
      if (closed || client !== next) return
      log.warn({ err }, 'live updates: listening connection lost')
      client = null
      void next.end().catch(() => {})
      retry = setTimeout(() => void connect(), 1_000)
    })
    try {
      await next.connect()
      await next.query(`listen ${ORDER_STATUS_CHANNEL}`)
      if (closed) {
        await next.end()
        return
      }
      client = next
    } catch (err) {
      void next.end().catch(() => {})
      if (closed) return
      log.warn({ err }, 'live updates: cannot listen yet, retrying')
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
