import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { dayRangeProblem } from '#common/day-range.ts'
import {
  FEED_MAX_BYTES,
  FEED_REJECTS_SHOWN,
  type FeedFreshness,
  type FeedJob,
  type FeedJobDetail,
  type FeedJobListQuery,
  type FeedJobListResponse,
  type FeedKind,
} from '#common/feeds.ts'
import { jakartaDayEnd, jakartaDayStart } from '#common/jakarta-time.ts'
import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import type { Db } from '../db/connect'
import { AppError, badRequest, notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { decodeCursor, encodeCursor } from '../lib/cursor'
import { presentDetail, presentJob, rejectsCsv, rejectsFileName } from './presenter'
import { deleteFile, findJob, insertJob, insertRefusedJob, type JobRow, lastLoads, listJobs, listRejects } from './queries'
import { type ReceivedFile, receiveFile } from './receive'
import type { FeedSource } from './tables'

// The feeds as head office, the drop folder and the command line use them: a file received is a
// job queued (the worker runs it, here or on another instance); the jobs, their rejected lines and
// the last successful loads are read here.

export interface FeedServiceDeps {
  db: Db
  clock: Clock
  maxBytes?: number
  /** STOCK_STALE_HOURS, for the screens that warn of old stock */
  stockStaleHours?: number
}

const MAX_NAME = 200

async function checksumOf(stream: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256')
  for await (const piece of stream) hash.update(piece)
  return hash.digest('hex')
}

/** A file's name as given; refused when it names a folder or holds control characters. */
export function checkFileName(raw: string): string {
  const name = raw.trim()
  const invalid = (detail: string) => new AppError(400, 'FEED_FILE_NAME_INVALID', detail)
  if (name === '') throw invalid('File tidak bernama.')
  if (/[/\\]/.test(name) || name === '.' || name === '..') throw invalid('Nama file tidak boleh berisi folder (/ atau \\).')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid('Nama file berisi karakter yang tidak valid.')
  if (name.length > MAX_NAME) throw invalid(`Nama file lebih dari ${MAX_NAME} karakter.`)
  return name
}

export interface QueueRequest {
  kind: FeedKind
  source: FeedSource
  fileName: string
  received: ReceivedFile
  fileTime: Date
  createdBy: number | null
  retryOf?: number
}

const positionSchema = z.object({ id: z.number().int().positive() })

export function createFeedService(deps: FeedServiceDeps) {
  const { db, clock } = deps
  const maxBytes = deps.maxBytes ?? FEED_MAX_BYTES

  async function jobOrNotFound(id: number): Promise<JobRow> {
    const job = await findJob(db, id)
    if (!job) throw notFound('Job tidak ditemukan')
    return job
  }

  async function queue(request: QueueRequest): Promise<FeedJob> {
    const { received } = request
    const id = await insertJob(db, {
      kind: request.kind,
      source: request.source,
      file_name: request.fileName,
      file_id: received.fileId,
      byte_size: received.byteSize,
      checksum: received.checksum,
      encoding: received.encoding,
      file_time: request.fileTime,
      created_by: request.createdBy,
      retry_of: request.retryOf ?? null,
      created_at: clock.now(),
    })
    return presentJob(await jobOrNotFound(id))
  }

  /** A retry queued twice at once (a double click): the unique retry_of lets one in. */
  async function queueOnce(request: QueueRequest): Promise<FeedJob> {
    try {
      return await queue(request)
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AppError(409, 'FEED_NOT_RETRYABLE', 'Job ini sudah dijalankan ulang.')
      }
      throw error
    }
  }

  return {
    /** Stores an arriving file (checked on the way); the caller queues it once the request is whole. */
    receive: (kind: FeedKind, pieces: AsyncIterable<Buffer>) => receiveFile(db, kind, pieces, maxBytes),
    discard: (received: ReceivedFile) => deleteFile(db, received.fileId),

    queueUpload(session: AdminSession, kind: FeedKind, fileName: string, received: ReceivedFile) {
      return queue({ kind, source: 'upload', fileName, received, fileTime: clock.now(), createdBy: session.user.id })
    },

    /** A file on this machine's disk (the drop folder, the command line): its time is its mtime. */
    async queueLocalFile(kind: FeedKind, source: 'folder' | 'cli', file: string, stat?: fs.Stats): Promise<FeedJob> {
      const info = stat ?? (await fs.promises.stat(file))
      const fileName = checkFileName(path.basename(file))
      const read = () => fs.createReadStream(file, { highWaterMark: 256 * 1024 })
      try {
        const received = await receiveFile(db, kind, read(), maxBytes)
        return await queue({ kind, source, fileName, received, fileTime: info.mtime, createdBy: null })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        // nobody stands at an upload form to read the refusal: it becomes a failed job, where
        // head office looks (and the drop folder moves the file to failed/)
        const base = { kind, source, file_name: fileName, file_time: info.mtime, created_by: null, retry_of: null }
        const job = { ...base, byte_size: info.size, checksum: await checksumOf(read()) }
        return presentJob(await jobOrNotFound(await insertRefusedJob(db, job, error.detail, clock.now())))
      }
    },

    /** Runs a failed job's file again, as a new job. */
    async retry(session: AdminSession, id: number): Promise<FeedJob> {
      const job = await jobOrNotFound(id)
      const refuse = (detail: string) => new AppError(409, 'FEED_NOT_RETRYABLE', detail)
      if (job.state !== 'gagal') throw refuse('Hanya job yang gagal yang dapat dijalankan ulang.')
      if (job.retried) throw refuse('Job ini sudah dijalankan ulang.')
      if (job.file_id === null) throw refuse('File job ini tidak disimpan lagi: kirim ulang filenya.')
      const received = { fileId: job.file_id, byteSize: Number(job.byte_size), checksum: job.checksum, encoding: job.encoding }
      return queueOnce({
        kind: job.kind,
        source: job.source,
        fileName: job.file_name,
        received,
        fileTime: job.file_time,
        createdBy: session.user.id,
        retryOf: job.id,
      })
    },

    async list(query: FeedJobListQuery): Promise<FeedJobListResponse> {
      // a reversed range is refused in the words the screen uses
      const problem = dayRangeProblem(query.from, query.to)
      if (problem) throw badRequest(problem)
      const before = query.cursor ? decodeCursor(query.cursor, positionSchema).id : null
      const filter = {
        kind: query.kind,
        state: query.state,
        from: query.from ? jakartaDayStart(query.from) : undefined,
        to: query.to ? jakartaDayEnd(query.to) : undefined,
      }
      const rows = await listJobs(db, filter, before, query.limit + 1)
      const page = rows.slice(0, query.limit)
      const more = rows.length > query.limit
      return { items: page.map(presentJob), next_cursor: more ? encodeCursor({ id: page[page.length - 1].id }) : null }
    },

    async detail(id: number): Promise<FeedJobDetail> {
      const job = await jobOrNotFound(id)
      return presentDetail(job, await listRejects(db, id, FEED_REJECTS_SHOWN))
    },

    async job(id: number): Promise<FeedJob> {
      return presentJob(await jobOrNotFound(id))
    },

    async rejectsFile(id: number): Promise<{ fileName: string; body: string }> {
      const job = await jobOrNotFound(id)
      return { fileName: rejectsFileName(job), body: rejectsCsv(job, await listRejects(db, id)) }
    },

    async freshness(): Promise<FeedFreshness> {
      const { kinds, branches } = await lastLoads(db)
      const iso = (d: Date) => new Date(d).toISOString()
      return {
        items: [
          ...kinds.map((k) => ({ kind: k.kind, branch_code: null, loaded_at: iso(k.loaded_at), job_id: k.job_id })),
          ...branches.map((b) => ({
            kind: 'stock' as const,
            branch_code: b.code,
            loaded_at: iso(b.loaded_at),
            job_id: b.job_id,
          })),
        ],
        stock_stale_hours: deps.stockStaleHours ?? STOCK_STALE_HOURS_DEFAULT,
      }
    },
  }
}

export type FeedService = ReturnType<typeof createFeedService>
