import { buildApp } from './app'
import { defaultParams, hashPassword } from './auth/password'
import { pruneAuthTables } from './auth/queries'
import { ensureWebBuilt } from './build-web'
import { loadConfig } from './config'
import { openDatabase } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isSeeded, seedDemo } from './db/seed/demo'
import { systemClock } from './lib/clock'

const config = loadConfig()
const say = (line: string) => console.log(line)

await ensureWebBuilt(config.webDist, say)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await migrateToLatest(database.db)

if (config.seedDemo && !(await isSeeded(database.db))) {
  say('Database baru: mengisi data demo…')
  const passwordHash = await hashPassword(DEMO_PASSWORD, defaultParams(config.scryptLogN))
  await seedDemo(database.db, { passwordHash })
}

const app = await buildApp({ database, config, clock: systemClock })
await app.listen({ host: config.host, port: config.port })

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`
say('')
say(`Portal berjalan di http://localhost:${config.port}  (database: ${where})`)
if (await hasDemoAccounts(database.db)) {
  say(`Akun demo (kata sandi ${DEMO_PASSWORD}):`)
  for (const account of DEMO_ACCOUNTS) say(`  ${account.username.padEnd(14)} ${account.description}`)
}

const housekeeping = setInterval(() => {
  pruneAuthTables(database.db, new Date()).catch((err) => app.log.warn({ err }, 'housekeeping failed'))
}, 3_600_000)
housekeeping.unref()

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  clearInterval(housekeeping)
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
