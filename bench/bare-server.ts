import Fastify, { type FastifyInstance } from 'fastify'
import type pg from 'pg'
import { loadConfig } from '../server/config'
import { type DatabaseHandle, openDatabase } from '../server/db/connect'

// What every bare baseline server is around its own routes: Fastify and pg on the bench database,
// '/ready' for the bench to wait on, and a stop on SIGTERM. Nothing of the portal: no session,
// no validation of the request, no presenting.
export async function openBareServer(): Promise<{ app: FastifyInstance; database: DatabaseHandle; pool: pg.Pool }> {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const pool = database.pool
  if (!pool) throw new Error('the bare baseline needs DATABASE_URL')
  const app = Fastify()
  app.get('/ready', async () => ({ ok: true }))
  return { app, database, pool }
}

/** Listens where the bench said (PORT, HOST) and closes cleanly when the bench stops it. */
export async function serveBare(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const config = loadConfig()
  await app.listen({ host: config.host, port: config.port })
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}
