import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'
import type { TestDatabaseTemplate } from './template-setup'

/**
 * A new database on the PostgreSQL of TEST_DATABASE_URL, and the way to drop it: empty, or a copy
 * of `template`.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'portal_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** The migrated template of this run (server/test/template-setup.ts), if the run made one. */
function runTemplate(): TestDatabaseTemplate | undefined {
  try {
    return inject('testDatabaseTemplate')
  } catch {
    return undefined // outside a vitest run (a bench using the test helpers)
  }
}

// read once per process: a file that opens several databases unpacks the same image again
let image: { file: string; blob: Blob } | undefined
function pgliteImage(file: string): Blob {
  if (image?.file !== file) image = { file, blob: new Blob([fs.readFileSync(file)]) }
  return image.blob
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped again at close.
 * Each starts as a copy of the run's migrated template (server/test/template-setup.ts), or is
 * migrated from nothing when there is none.
 * `via` lets a test put something (a proxy it can cut) between the pool and the server;
 * `statementTimeoutMs` shortens how long a statement may run there.
 */
export async function openTestDatabase(
  opts: { via?: (url: string) => Promise<string> | string; statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const template = runTemplate()
  if (!adminUrl) {
    if (template?.kind === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteImage(template.file) })
    const handle = await openDatabase({ dataDir: 'memory://' })
    await migrateToLatest(handle.db)
    return handle
  }
  const copyOf = template?.kind === 'postgres' ? template.name : undefined
  const scratch = await createScratchDatabase(adminUrl, 'portal_test', copyOf)
  const url = opts.via ? await opts.via(scratch.url) : scratch.url
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: url,
    poolMax: 10,
    statementTimeoutMs: opts.statementTimeoutMs,
  })
  if (!copyOf) await migrateToLatest(handle.db)
  return {
    ...handle,
    async close() {
      await handle.close()
      await scratch.drop()
    },
  }
}

/** A fresh database on TEST_DATABASE_URL reached only through a TCP proxy the test cuts and restores. */
export async function openDatabaseBehindProxy(): Promise<{ database: DatabaseHandle; proxy: TcpProxy }> {
  let proxy: TcpProxy | undefined
  const database = await openTestDatabase({
    via: async (url) => {
      proxy = await startTcpProxy(url)
      return proxy.url
    },
  })
  if (!proxy) throw new Error('openDatabaseBehindProxy needs TEST_DATABASE_URL')
  return { database, proxy }
}
