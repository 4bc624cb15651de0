import type { FeedKind } from '#common/feeds.ts'
import { formatNumber } from '#common/format.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { cellsByName, headerProblem, normaliseHeader } from './columns'
import { CsvRecordTooLong, isBlankRecord } from './csv-records'
import { fileRecords } from './file-records'
import { JobFailed } from './job-failed'
import { catalogueLoader } from './loaders/catalogue-queries'
import type { FeedLoad, FeedLoaderFactory, LineReject } from './loaders/loader'
import { priceLoader } from './loaders/price-queries'
import { stockLoader } from './loaders/stock-queries'
import { supersessionsLoader } from './loaders/supersessions'
import { synonymsLoader } from './loaders/synonyms'
import { finishJob, insertRejects, type JobCounts, type JobRow, setProgress } from './queries'

// One job, start to end, on one database session: the file is read back and each line checked as
// it comes (the good ones staged, the bad ones listed with their reason), then the checks that
// need the whole file, then the decision: too many bad lines and nothing is written; otherwise the
// good lines are written and the job marked done in one transaction. Never half a file.

const LOADERS: Record<FeedKind, FeedLoaderFactory> = {
  catalogue: catalogueLoader as FeedLoaderFactory,
  stock: stockLoader as FeedLoaderFactory,
  supersessions: supersessionsLoader as FeedLoaderFactory,
  harga: priceLoader as FeedLoaderFactory,
  sinonim: synonymsLoader as FeedLoaderFactory,
}

export interface RunOptions {
  clock: Clock
  maxRejectPercent: number
  /** at most this many rejected lines are kept per job (all are counted) */
  keepRejects?: number
  stageBatch?: number
  /** the instance is stopping: the job ends at the next chunk, nothing written */
  signal?: AbortSignal
}

const KEEP_REJECTS = 10_000

/** Reads every line, staging the good ones; answers the lines read and those refused on the way. */
async function readLines(db: Db, job: JobRow, start: (header: string[]) => Promise<FeedLoad<unknown>>, opts: RunOptions) {
  if (job.file_id === null) throw new JobFailed('File job ini tidak disimpan lagi: kirim ulang filenya.')
  const keep = opts.keepRejects ?? KEEP_REJECTS
  let load: FeedLoad<unknown> | null = null
  let header: string[] = []
  let total = 0
  let refused = 0
  let rejects: LineReject[] = []
  let good: Array<{ line: number; row: unknown }> = []
  // one batch is written while the next is read: the session runs one statement at a time anyway
  let staging: Promise<void> = Promise.resolve()
  const flush = async () => {
    const batch = good
    const refused = rejects
    good = []
    rejects = []
    await staging
    staging = (async () => {
      if (load && batch.length > 0) await load.stage(batch)
      await insertRejects(db, job.id, refused)
    })()
    // its failure is met at the next await of it; until then it must not count as unhandled
    staging.catch(() => {})
  }
  const progress = async (bytes: number) => {
    if (opts.signal?.aborted) throw new JobFailed('Server berhenti sebelum job selesai. Tidak ada yang dimuat; jalankan ulang.')
    await setProgress(db, job.id, bytes)
  }
  for await (const records of fileRecords(db, { fileId: job.file_id, encoding: job.encoding }, progress)) {
    for (const { line, cells } of records) {
      if (!load) {
        header = normaliseHeader(cells)
        const problem = headerProblem(job.kind, header)
        if (problem) throw new JobFailed(problem)
        await setProgress(db, job.id, 0, header)
        load = await start(header)
        continue
      }
      if (isBlankRecord(cells)) continue
      total++
      const read = load.read(cellsByName(header, cells))
      if (typeof read === 'string') {
        if (refused++ < keep) rejects.push({ line, reason: read.slice(0, 1000), cells: cells.map((c) => c.slice(0, 200)) })
      } else good.push({ line, row: read })
      if (good.length >= (opts.stageBatch ?? 10_000) || rejects.length >= 1_000) await flush()
    }
  }
  await flush()
  await staging
  if (!load) throw new JobFailed('File kosong: tidak ada baris judul.')
  return { load, total, refused }
}

function percent(part: number, whole: number): string {
  return `${(Math.round((part / whole) * 1000) / 10).toString().replace('.', ',')}%`
}

/** Where a job's time went (the runner logs it): each line read, checked and staged; the whole-file checks; the write. */
interface JobSteps {
  readMs: number
  checkMs: number
  writeMs: number
}

/** Runs a claimed job to its end: 'selesai', or a JobFailed (nothing written) for the caller to record. */
export async function runJob(db: Db, job: JobRow, sameAsFileTime: Date | null, opts: RunOptions): Promise<JobCounts & JobSteps> {
  let load: FeedLoad<unknown> | null = null
  const start = async (header: string[]) => {
    load = await LOADERS[job.kind]({ db, jobId: job.id, header, fileTime: job.file_time, sameAsFileTime })
    return load
  }
  try {
    const started = performance.now()
    const read = await readLines(db, job, start, opts)
    const readMs = performance.now() - started
    const stored = Math.min(read.refused, opts.keepRejects ?? KEEP_REJECTS)
    const rejected = read.refused + (await read.load.checkAll((opts.keepRejects ?? KEEP_REJECTS) - stored))
    const checkMs = performance.now() - started - readMs
    const counted = { total_lines: read.total, rejected }
    if (read.load.strict && rejected > 0) {
      throw new JobFailed(
        `${formatNumber(rejected)} baris bermasalah: file ini dimuat seluruhnya atau tidak sama sekali. Tidak ada yang dimuat.`,
        counted,
      )
    }
    if (rejected * 100 > opts.maxRejectPercent * read.total) {
      throw new JobFailed(
        `${formatNumber(rejected)} dari ${formatNumber(read.total)} baris bermasalah (${percent(rejected, read.total)}), ` +
          `lebih dari batas ${String(opts.maxRejectPercent).replace('.', ',')}%: tidak ada yang dimuat.`,
        counted,
      )
    }
    const loaded = read.load
    const counts = await db.transaction().execute(async (trx) => {
      const { added, changed, removed = 0 } = await loaded.write(trx)
      // rows removed have no line: they are counted as changed, and the lines unchanged stay so
      const counts = { ...counted, added, changed: changed + removed, unchanged: read.total - rejected - added - changed }
      await finishJob(trx, job.id, counts, opts.clock.now(), job.byte_size)
      return counts
    })
    const ms = (n: number) => Math.round(n)
    return { ...counts, readMs: ms(readMs), checkMs: ms(checkMs), writeMs: ms(performance.now() - started - readMs - checkMs) }
  } catch (error) {
    if (error instanceof CsvRecordTooLong) throw new JobFailed(error.message)
    throw error
  } finally {
    const opened = load as FeedLoad<unknown> | null
    if (opened) await opened.close().catch(() => {})
  }
}
