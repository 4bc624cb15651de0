import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/connect'
import { migrateToLatest } from '../db/migrate'

// The server suite's global setup: the schema is migrated once per run, and every test file's
// database starts as a copy of it (server/test/database.ts), its own copy, so files stay apart.
// Migrating each file's database from nothing cost every file an initdb and fourteen
// migrations, seconds of CPU on a 2-core machine, a good part of the whole run.

/** Where the run's migrated template is: a PGlite data folder in a file, or a PostgreSQL database. */
export type TestDatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** An embedded database migrated in memory, written out as its data folder (an uncompressed tar). */
async function pgliteTemplate(): Promise<{ template: TestDatabaseTemplate; remove(): void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'))
  const file = path.join(folder, 'pgdata.tar')
  const handle = await openDatabase({ dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    // 'none': unpacking a gzip costs each file as much CPU as the bytes it saves on disk
    const tarball = await handle.pglite?.dumpDataDir('none')
    if (!tarball) throw new Error('PGlite gave no data folder')
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()))
  } finally {
    await handle.close()
  }
  return {
    template: { kind: 'pglite', file },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  }
}

/** A database on TEST_DATABASE_URL migrated once; test files' databases are CREATE DATABASE … TEMPLATE it. */
async function postgresTemplate(adminUrl: string): Promise<{ template: TestDatabaseTemplate; remove(): Promise<void> }> {
  const name = `portal_template_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const handle = await openDatabase({ dataDir: '', databaseUrl: withDatabase(adminUrl, name), poolMax: 1 })
  try {
    await migrateToLatest(handle.db)
  } finally {
    // a template must have no open connection when a copy of it is made
    await handle.close()
  }
  return {
    template: { kind: 'postgres', name },
    remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const made = adminUrl ? await postgresTemplate(adminUrl) : await pgliteTemplate()
  project.provide('testDatabaseTemplate', made.template)
  return async () => {
    await made.remove()
  }
}
