import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { lockDataFolder } from './folder-lock'
import type { Database } from './types'

export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The PGlite instance in embedded mode (LISTEN/NOTIFY and tests use it). */
  pglite?: PGlite
  /** A dedicated node-postgres pool in server mode. */
  pool?: pg.Pool
  close(): Promise<void>
}

const INT8 = 20
const NUMERIC = 1700

export interface OpenOptions {
  databaseUrl?: string
  /** Folder for PGlite; 'memory://' keeps it in memory (tests). */
  dataDir: string
  poolMax?: number
  statementTimeoutMs?: number
  /** Embedded only: start from this data folder (a tar from PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts.loadDataDir)
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://'
  const location = inMemory ? dataDir : path.join(dataDir, 'pglite')
  // one process at a time: throws DataFolderBusyError while another holds the folder
  const unlock = inMemory ? () => {} : lockDataFolder(dataDir)
  if (!inMemory) fs.mkdirSync(location, { recursive: true })
  try {
    const pglite = await PGlite.create(location, {
      extensions: { pg_trgm },
      loadDataDir,
      parsers: { [INT8]: Number, [NUMERIC]: Number },
    })
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await db.destroy()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}

/**
 * A client that gives its connection up when a query gets no answer within query_timeout. pg
 * rejects the query then but keeps the connection, waiting for an answer a dead network will never
 * bring; ending the client at once makes the pool discard it instead of lending it out again.
 */
class DeadlineClient extends pg.Client {
  /** the pool's deadline, given back when the session's statement timeout is */
  private deadline: number | undefined = (this as unknown as Parameters).connectionParameters.query_timeout

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them all through
  override query(...args: any[]): any {
    this.followStatementTimeout(args[0])
    const result = (super.query as (...a: unknown[]) => unknown)(...args)
    if (result instanceof Promise) {
      result.catch((error: Error) => {
        // ending marks the client at once, before the pool takes it back, and destroys the socket
        if (error?.message === 'Query read timeout') void this.end().catch(() => {})
      })
    }
    return result
  }

  /**
   * The client's deadline follows the session's statement timeout: a session that lifts it (the
   * migrations, building an index over a dealer's millions of rows) must not be cut by the client.
   */
  private followStatementTimeout(query: unknown): void {
    const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text
    if (typeof text !== 'string') return
    const params = (this as unknown as Parameters).connectionParameters
    if (/^\s*set statement_timeout = 0\s*$/i.test(text)) params.query_timeout = undefined
    else if (/^\s*reset statement_timeout\s*$/i.test(text)) params.query_timeout = this.deadline
  }
}

/** pg's client keeps its options here; its types do not say so. */
type Parameters = { connectionParameters: { query_timeout?: number } }

/** How long a statement may run on the server; the client waits a little longer for its answer. */
export const STATEMENT_TIMEOUT_MS = 8_000
const ANSWER_GRACE_MS = 2_000

async function openPostgres(url: string, opts: OpenOptions): Promise<DatabaseHandle> {
  pg.types.setTypeParser(INT8, Number)
  pg.types.setTypeParser(NUMERIC, Number)
  const statementTimeout = opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS
  const pool = new pg.Pool({
    connectionString: url,
    Client: DeadlineClient,
    max: opts.poolMax ?? 20,
    // an unreachable database answers 503 after this, instead of a request waiting for ever
    connectionTimeoutMillis: 5_000,
    query_timeout: statementTimeout + ANSWER_GRACE_MS,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    // a stuck query or an abandoned transaction must not hold a connection forever
    options: `-c statement_timeout=${statementTimeout} -c idle_in_transaction_session_timeout=60000 -c TimeZone=UTC`,
  })
  // A dropped connection must never crash the process. The pool listens on idle clients only
  // ('error' below) and takes its listener off a client it hands out, so a connection that drops
  // while checked out with no query running (inside a transaction, between two statements) would
  // emit an 'error' nobody hears. Every client gets its own listener for its whole life; the
  // statement that runs next fails, and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, kind: 'postgres', pool, close: () => db.destroy() }
}
