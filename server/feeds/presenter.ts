import type { FeedJob, FeedJobDetail } from '#common/feeds.ts'
import { csvLine } from '../lib/csv-file'
import type { JobRow } from './queries'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function progressPercent(job: JobRow): number {
  if (job.state === 'selesai') return 100
  if (job.state === 'antrian' || job.byte_size === 0) return 0
  // a job still writing has read its whole file: 99 until it is done
  return Math.min(99, Math.floor((Number(job.progress_bytes) * 100) / Number(job.byte_size)))
}

export function presentJob(job: JobRow): FeedJob {
  return {
    id: job.id,
    kind: job.kind,
    source: job.source,
    file_name: job.file_name,
    byte_size: Number(job.byte_size),
    checksum: job.checksum,
    encoding: job.encoding,
    state: job.state,
    created_by: job.created_by_name,
    created_at: new Date(job.created_at).toISOString(),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
    progress_percent: progressPercent(job),
    total_lines: job.total_lines,
    added: job.added,
    changed: job.changed,
    unchanged: job.unchanged,
    rejected: job.rejected,
    error: job.error,
    same_as: job.same_as,
    retry_of: job.retry_of,
    can_retry: job.state === 'gagal' && job.file_id !== null && !job.retried,
  }
}

type RejectRow = { line: number; reason: string; cells: string[] }

export function presentDetail(job: JobRow, rejects: RejectRow[]): FeedJobDetail {
  return { job: presentJob(job), columns: job.columns, rejects }
}

/** The rejected lines as a CSV file: line, reason, then the line's cells under the file's columns. */
export function rejectsCsv(job: JobRow, rejects: RejectRow[]): string {
  const head = csvLine(['baris', 'alasan', ...job.columns])
  // a BOM, so Excel reads the names' accents as UTF-8
  return `\uFEFF${head}${rejects.map((r) => csvLine([String(r.line), r.reason, ...r.cells])).join('')}`
}

/** 'baris-ditolak-job-42-stok-25nov.csv': the job and the file it came from. */
export function rejectsFileName(job: JobRow): string {
  const base = job.file_name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .slice(0, 60)
  return `baris-ditolak-job-${job.id}-${base || 'feed'}.csv`
}
