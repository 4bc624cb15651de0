import type { Generated } from 'kysely'
import type { FeedKind } from '#common/feeds.ts'
import type { BigId, Timestamp } from '../db/types'

// The feeds' files, jobs and loads, added to Database (server/db/types.ts) by declaration
// merging. What the loaders write into (products, stock, price_agreements) is their owners'.

export type FeedSource = 'upload' | 'folder' | 'cli'
export type FeedState = 'antrian' | 'berjalan' | 'selesai' | 'gagal'
export type FeedEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

/** A feed file's bytes, in chunks (migration 0011): any instance can run its job, again if need be. */
export interface FeedFilesTable {
  id: Generated<BigId>
  byte_size: Generated<number>
  created_at: Generated<Date>
}

export interface FeedFileChunksTable {
  file_id: BigId
  seq: number
  data: Buffer
}

/** One run of one feed file (migration 0011). */
export interface FeedJobsTable {
  id: Generated<number>
  kind: FeedKind
  source: FeedSource
  file_name: string
  file_id: BigId | null
  byte_size: number
  checksum: string
  encoding: FeedEncoding
  file_time: Timestamp
  created_by: number | null
  retry_of: number | null
  same_as: number | null
  state: Generated<FeedState>
  created_at: Generated<Date>
  started_at: Date | null
  finished_at: Date | null
  progress_bytes: Generated<number>
  columns: Generated<string[]>
  total_lines: Generated<number>
  added: Generated<number>
  changed: Generated<number>
  unchanged: Generated<number>
  rejected: Generated<number>
  error: string | null
}

export interface FeedJobRejectsTable {
  job_id: number
  line: number
  reason: string
  cells: string[]
}

export interface FeedFolderFilesTable {
  id: Generated<number>
  file_name: string
  byte_size: number
  mtime_ms: number
  claimed_at: Generated<Date>
  job_id: number | null
  moved_to: string | null
}

/** When each branch's stock was last loaded: only the stock feed writes it; the stock provider reads it. */
export interface BranchStockLoadsTable {
  branch_id: number
  loaded_at: Date
  job_id: number | null
}

declare module '../db/types' {
  interface Database {
    feed_files: FeedFilesTable
    feed_file_chunks: FeedFileChunksTable
    feed_jobs: FeedJobsTable
    feed_job_rejects: FeedJobRejectsTable
    feed_folder_files: FeedFolderFilesTable
    branch_stock_loads: BranchStockLoadsTable
  }
}
