import fs from 'node:fs'
import { FEED_KIND_LABEL, type FeedKind, feedColumnsText } from '#common/feeds.ts'
import { formatNumber } from '#common/format.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { AppError } from '#server/http/app-error.ts'
import { progressBar } from '#server/lib/cli-progress.ts'
import { systemClock } from '#server/lib/clock.ts'
import { openFeedSessions } from '../feed-sessions'
import { findJob, listRejects } from '../queries'
import { createFeedRunner } from '../runner'
import { createFeedService } from '../service'

// `npm run catalogue:import | stock:import | catalogue:supersessions | prices:import |
// synonyms:import -- file.csv` (one entry file each beside this one): the file is loaded as a feed job (source 'cli') with the
// same rules as an upload or the drop folder. The command runs the job itself unless an instance
// of the portal takes it first (one job of a kind at a time); either way it waits for the end,
// prints the counts and the rejected lines, and exits 0 when the job is done, 1 when it failed,
// 2 when it could not start.

const COMMAND: Record<FeedKind, string> = {
  catalogue: 'catalogue:import',
  stock: 'stock:import',
  supersessions: 'catalogue:supersessions',
  harga: 'prices:import',
  sinonim: 'synonyms:import',
}

const say = (line: string) => console.log(line)
const complain = (line: string) => console.error(line)

async function waitForJob(run: () => Promise<unknown>, poll: () => Promise<{ state: string; percent: number }>) {
  const bar = process.stderr.isTTY ? progressBar('Memuat', 100) : null
  for (;;) {
    await run()
    const { state, percent } = await poll()
    bar?.update(percent)
    if (state === 'selesai' || state === 'gagal') break
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  bar?.stop()
}

export async function runFeedCli(kind: FeedKind, argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('-'))
  if (!file || argv.includes('--help')) {
    complain(`Pakai: npm run ${COMMAND[kind]} -- file.csv   (kolom: ${feedColumnsText(kind)})`)
    return file ? 0 : 2
  }
  if (!fs.existsSync(file)) {
    complain(`File tidak ditemukan: ${file}`)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const sessions = openFeedSessions(database, 1)
  try {
    await migrateToLatest(database.db)
    const feeds = createFeedService({ db: database.db, clock: systemClock })
    const log = { info: () => {}, warn: () => {}, error: (obj: object) => complain(JSON.stringify(obj)) }
    const runner = createFeedRunner({
      db: database.db,
      sessions,
      clock: systemClock,
      maxRejectPercent: config.feedMaxRejectPercent,
      log,
    })
    const queued = await feeds.queueLocalFile(kind, 'cli', file)
    await waitForJob(
      () => runner.runKind(kind),
      async () => {
        const job = await feeds.job(queued.id)
        return { state: job.state, percent: job.progress_percent }
      },
    )
    const job = await findJob(database.db, queued.id)
    if (!job) return 2
    const counts = `${formatNumber(job.added)} ditambah, ${formatNumber(job.changed)} diubah, ${formatNumber(job.unchanged)} tidak berubah, ${formatNumber(job.rejected)} ditolak`
    const rejects = await listRejects(database.db, job.id, 50)
    for (const r of rejects) complain(`  baris ${r.line}: ${r.reason}`)
    if (job.rejected > rejects.length) complain(`  … dan ${formatNumber(job.rejected - rejects.length)} lagi`)
    if (job.state === 'gagal') {
      complain(`${FEED_KIND_LABEL[kind]}: job #${job.id} gagal: ${job.error}`)
      return 1
    }
    say(`${FEED_KIND_LABEL[kind]}: job #${job.id} selesai dari ${file}: ${counts}.`)
    if (job.same_as !== null) say(`File ini sama dengan job #${job.same_as} yang sudah dimuat.`)
    return 0
  } catch (error) {
    complain(error instanceof AppError ? error.detail : (error as Error).message)
    return 2
  } finally {
    await sessions.close()
    await database.close()
  }
}
