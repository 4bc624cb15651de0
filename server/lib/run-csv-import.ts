import fs from 'node:fs'
import { loadConfig } from '../config'
import { type Db, openDatabase } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { progressBar } from './cli-progress'
import { type CsvRecord, type RowErrors, readCsvFile } from './csv-file'

export interface CsvImportJob<Row> {
  name: string
  usage: string
  validate(db: Db, headers: string[], records: CsvRecord[]): Promise<{ rows: Row[]; errors: RowErrors }>
  load(db: Db, rows: Row[], onBatch: (done: number) => void): Promise<number>
}

/** The shared shell of the CSV feed commands: read, check everything, then load all or nothing. */
export async function runCsvImport<Row>(job: CsvImportJob<Row>, argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('-'))
  if (!file || argv.includes('--help')) {
    console.error(job.usage)
    return file ? 0 : 2
  }
  if (!fs.existsSync(file)) {
    console.error(`File tidak ditemukan: ${file}`)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(database.db)
    const { headers, records } = readCsvFile(file)
    const { rows, errors } = await job.validate(database.db, headers, records)
    if (errors.count > 0) {
      console.error(`${job.name}: ${errors.lineCount} baris bermasalah, tidak ada yang dimuat.`)
      for (const line of errors.items.slice(0, 50)) console.error(`  ${line}`)
      if (errors.count > 50) console.error(`  … dan ${errors.count - 50} lagi`)
      return 1
    }
    const bar = progressBar(job.name, rows.length)
    const written = await job.load(database.db, rows, (done) => bar.update(done))
    bar.stop()
    console.log(`${job.name}: ${written} baris dimuat dari ${file}.`)
    return 0
  } finally {
    await database.close()
  }
}
