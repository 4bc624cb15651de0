import { buildApp } from './app'
import { defaultParams, hashPassword, pruneAuthTables } from './auth'
import { ensureWebBuilt } from './build-web'
import { loadConfig } from './config'
import { openDatabase } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { isDatabaseUnavailable } from './http/errors'
import { systemClock } from './lib/clock'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoAccounts, isSeeded, seedDemo } from './seed/demo'

const config = loadConfig()
const say = (line: string) => console.log(line)

await ensureWebBuilt(config.webDist, config.firstScreenEntry, say)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })

/** Schema and demo data; safe to run again (migrations and seeding are advisory-locked and idempotent). */
async function prepare(): Promise<void> {
  await migrateToLatest(database.db)
  if (config.seedDemo && !(await isSeeded(database.db))) {
    say('Database baru: mengisi data demo…')
    const passwordHash = await hashPassword(DEMO_PASSWORD, defaultParams(config.scryptLogN))
    await seedDemo(database.db, { passwordHash })
  }
}

// A database that is not up yet (a restart, a failover, containers starting together) is waited
// for, not a reason to exit: instances keep trying, with a growing pause, until it answers.
for (let attempt = 1; ; attempt++) {
  try {
    await prepare()
    break
  } catch (error) {
    if (!config.databaseUrl || !isDatabaseUnavailable(error)) throw error
    const pause = Math.min(30, 2 ** Math.min(attempt, 5))
    say(`Database belum dapat dihubungi (${(error as Error).message}); mencoba lagi dalam ${pause} detik…`)
    await new Promise((resolve) => setTimeout(resolve, pause * 1000))
  }
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

// A stop (a deploy, a scale-down) must not cut a buyer's checkout in half: stop accepting, let the
// requests in flight finish, end event streams with a hint to reconnect, then close the pool.
// Whatever is still open after STOP_DEADLINE_MS is cut, so the process is gone within 10 s.
const STOP_DEADLINE_MS = 8_000
let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  clearInterval(housekeeping)
  const deadline = setTimeout(() => {
    app.log.warn('requests still open at the stop deadline; closing them')
    app.server.closeAllConnections()
  }, STOP_DEADLINE_MS)
  deadline.unref()
  try {
    await app.close()
    await database.close()
  } catch (err) {
    app.log.error({ err }, 'error while shutting down')
  }
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
