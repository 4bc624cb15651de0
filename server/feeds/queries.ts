import { sql } from 'kysely'
import type { FeedKind } from '#common/feeds.ts'
import type { Db } from '../db/connect'
import type { FeedEncoding, FeedSource, FeedState } from './tables'

// Every statement of the feed jobs but the loaders' own (loaders/*.ts stage and write their kind).

// ---- files ------------------------------------------------------------------------------------

export async function createFile(db: Db): Promise<number> {
  const row = await db.insertInto('feed_files').defaultValues().returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function addChunk(db: Db, fileId: number, seq: number, data: Buffer): Promise<void> {
  await db.insertInto('feed_file_chunks').values({ file_id: fileId, seq, data }).execute()
}

export async function setFileSize(db: Db, fileId: number, byteSize: number): Promise<void> {
  await db.updateTable('feed_files').set({ byte_size: byteSize }).where('id', '=', fileId).execute()
}

export async function deleteFile(db: Db, fileId: number): Promise<void> {
  await db.deleteFrom('feed_files').where('id', '=', fileId).execute()
}

export async function readChunk(db: Db, fileId: number, seq: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('feed_file_chunks')
    .select('data')
    .where('file_id', '=', fileId)
    .where('seq', '=', seq)
    .executeTakeFirst()
  return row ? Buffer.from(row.data) : undefined
}

/**
 * Files no job needs any more: those of jobs finished more than `keepDays` ago (unless a newer
 * job runs the same file), and files received an hour ago or more that never became a job (an
 * upload cut off, an instance gone while reading the drop folder).
 */
export async function deleteOldFiles(db: Db, now: Date, keepDays: number): Promise<void> {
  await sql`
    delete from feed_files f
    where (f.created_at < ${new Date(now.getTime() - 3_600_000)}
           and not exists (select 1 from feed_jobs j where j.file_id = f.id))
       or (exists (select 1 from feed_jobs j where j.file_id = f.id)
           and not exists (select 1 from feed_jobs j where j.file_id = f.id
                           and (j.finished_at is null or j.finished_at >= ${new Date(now.getTime() - keepDays * 86_400_000)})))
  `.execute(db)
}

// ---- jobs -------------------------------------------------------------------------------------

export interface NewJob {
  kind: FeedKind
  source: FeedSource
  file_name: string
  file_id: number
  byte_size: number
  checksum: string
  encoding: FeedEncoding
  file_time: Date
  created_by: number | null
  retry_of: number | null
  /** the app's clock; the database's now() otherwise */
  created_at?: Date
}

/** Announced when a job is queued: every instance's worker looks for work at once. */
export const FEED_JOBS_CHANNEL = 'feed_jobs'

/** Queues a job, and announces it; an earlier successful load of the same file is named in same_as. */
export async function insertJob(db: Db, job: NewJob): Promise<number> {
  const same = await db
    .selectFrom('feed_jobs')
    .select('id')
    .where('kind', '=', job.kind)
    .where('checksum', '=', job.checksum)
    .where('state', '=', 'selesai')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst()
  const row = await db
    .insertInto('feed_jobs')
    .values({ ...job, same_as: same?.id ?? null })
    .returning('id')
    .executeTakeFirstOrThrow()
  await sql`select pg_notify(${FEED_JOBS_CHANNEL}, '')`.execute(db)
  return row.id
}

/** A file the drop folder or the command line handed over that was refused before it could run. */
export async function insertRefusedJob(db: Db, job: Omit<NewJob, 'file_id' | 'encoding'>, error: string, now: Date) {
  const row = await db
    .insertInto('feed_jobs')
    .values({ ...job, file_id: null, encoding: 'utf-8', state: 'gagal', started_at: now, finished_at: now, error })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function jobColumns(db: Db) {
  return db
    .selectFrom('feed_jobs as j')
    .leftJoin('users as u', 'u.id', 'j.created_by')
    .selectAll('j')
    .select(['u.username as created_by_name'])
    .select((eb) => eb.exists(eb.selectFrom('feed_jobs as r').select('r.id').whereRef('r.retry_of', '=', 'j.id')).as('retried'))
}

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>

export async function findJob(db: Db, id: number) {
  return jobColumns(db).where('j.id', '=', id).executeTakeFirst()
}

export interface JobFilter {
  kind?: FeedKind
  state?: FeedState
  from?: Date
  to?: Date
}

/** Newest first; `beforeId` is the last id of the previous page. */
export async function listJobs(db: Db, filter: JobFilter, beforeId: number | null, limit: number) {
  let query = jobColumns(db)
  if (filter.kind) query = query.where('j.kind', '=', filter.kind)
  if (filter.state) query = query.where('j.state', '=', filter.state)
  if (filter.from) query = query.where('j.created_at', '>=', filter.from)
  if (filter.to) query = query.where('j.created_at', '<', filter.to)
  if (beforeId !== null) query = query.where('j.id', '<', beforeId)
  return query.orderBy('j.id', 'desc').limit(limit).execute()
}

export async function listRejects(db: Db, jobId: number, limit?: number) {
  let query = db.selectFrom('feed_job_rejects').select(['line', 'reason', 'cells']).where('job_id', '=', jobId).orderBy('line')
  if (limit !== undefined) query = query.limit(limit)
  return query.execute()
}

export async function insertRejects(db: Db, jobId: number, rows: Array<{ line: number; reason: string; cells: string[] }>) {
  if (rows.length === 0) return
  await db
    .insertInto('feed_job_rejects')
    .values(rows.map((r) => ({ job_id: jobId, ...r })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** The kinds with a job waiting or running (the worker's cheap question before it takes a lock). */
export async function kindsWithWork(db: Db): Promise<FeedKind[]> {
  const rows = await db.selectFrom('feed_jobs').select('kind').distinct().where('state', 'in', ['antrian', 'berjalan']).execute()
  return rows.map((r) => r.kind)
}

/**
 * Marks the kind's running jobs failed. Called by whoever holds the kind's lock: a job still
 * 'berjalan' then has no runner (its instance stopped or lost the database mid-way); its
 * transaction was rolled back with the connection, so nothing of it was written.
 */
export async function failAbandoned(db: Db, kind: FeedKind, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('feed_jobs')
    .set({
      state: 'gagal',
      finished_at: now,
      error: 'Terputus sebelum selesai (server berhenti atau database terputus). Tidak ada yang dimuat; jalankan ulang.',
    })
    .where('kind', '=', kind)
    .where('state', '=', 'berjalan')
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}

/**
 * Takes the oldest waiting job of a kind. A stock or harga file waits for a catalogue file that
 * arrived before it: its parts (and a harga file's part groups) may be new in that catalogue.
 */
export async function claimNext(db: Db, kind: FeedKind, now: Date) {
  const waitForCatalogue =
    kind === 'stock' || kind === 'harga'
      ? sql<boolean>`not exists (select 1 from feed_jobs c where c.kind = 'catalogue' and c.state in ('antrian', 'berjalan') and c.id < feed_jobs.id)`
      : sql<boolean>`true`
  const next = await sql<{ id: number }>`
    update feed_jobs set state = 'berjalan', started_at = ${now}
    where id = (
      select id from feed_jobs
      where kind = ${kind} and state = 'antrian' and ${waitForCatalogue}
      order by id
      limit 1
      for update skip locked
    )
    returning id
  `.execute(db)
  return next.rows[0]?.id ?? null
}

export async function setProgress(db: Db, jobId: number, progressBytes: number, columns?: string[]) {
  await db
    .updateTable('feed_jobs')
    .set(columns ? { progress_bytes: progressBytes, columns } : { progress_bytes: progressBytes })
    .where('id', '=', jobId)
    .execute()
}

export interface JobCounts {
  total_lines: number
  added: number
  changed: number
  unchanged: number
  rejected: number
}

export async function finishJob(db: Db, jobId: number, counts: JobCounts, now: Date, byteSize: number) {
  await db
    .updateTable('feed_jobs')
    .set({ ...counts, state: 'selesai', finished_at: now, progress_bytes: byteSize, error: null })
    .where('id', '=', jobId)
    .where('state', '=', 'berjalan')
    .execute()
}

export async function failJob(db: Db, jobId: number, error: string, now: Date, counts?: Partial<JobCounts>) {
  await db
    .updateTable('feed_jobs')
    .set({ ...counts, state: 'gagal', finished_at: now, error: error.slice(0, 2000) })
    .where('id', '=', jobId)
    .where('state', 'in', ['berjalan', 'antrian'])
    .execute()
}

// ---- freshness --------------------------------------------------------------------------------

/** The newest successful job of each kind, and each branch's last stock load. */
export async function lastLoads(db: Db) {
  const kinds = await sql<{ kind: FeedKind; loaded_at: Date; job_id: number }>`
    select distinct on (kind) kind, finished_at as loaded_at, id as job_id
    from feed_jobs where state = 'selesai' order by kind, id desc
  `
    .execute(db)
    .then((r) => r.rows)
  const branches = await db
    .selectFrom('branch_stock_loads as l')
    .innerJoin('branches as b', 'b.id', 'l.branch_id')
    .select(['b.code', 'l.loaded_at', 'l.job_id'])
    .orderBy('b.code')
    .execute()
  return { kinds, branches }
}

/** Failed jobs of each kind since its last success (0: the kind's newest run went well). */
export async function failuresSinceSuccess(db: Db) {
  return sql<{ kind: FeedKind; failed: number; queued: number }>`
    select k.kind,
      (select count(*) from feed_jobs f where f.kind = k.kind and f.state = 'gagal'
        and f.id > coalesce((select max(id) from feed_jobs s where s.kind = k.kind and s.state = 'selesai'), 0))::int as failed,
      (select count(*) from feed_jobs q where q.kind = k.kind and q.state = 'antrian')::int as queued
    from (values ('catalogue'), ('stock'), ('supersessions'), ('harga'), ('sinonim')) as k(kind)
  `
    .execute(db)
    .then((r) => r.rows)
}
