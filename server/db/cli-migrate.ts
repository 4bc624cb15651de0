import { loadConfig } from '../config'
import { openDatabase } from './connect'
import { migrateToLatest } from './migrate'

// `npm run db:migrate`: the same migrations main.ts runs at start, for deploy pipelines.
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  const applied = await migrateToLatest(database.db)
  console.log(applied.length ? `Migrasi diterapkan: ${applied.join(', ')}` : 'Skema sudah terbaru.')
} finally {
  await database.close()
}
