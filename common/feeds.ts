import { z } from 'zod'
import { isCalendarDay } from './jakarta-time'

// The feeds the dealer's systems send every night (/api/admin/feeds/*): the part master with its
// prices, the stock of every branch, the part-number replacements, each customer's own prices
// (docs/product.md §10.10), and head office's synonyms for the name search (§14.2). Every file
// loaded is a job.

export const FEED_KINDS = ['catalogue', 'stock', 'supersessions', 'harga', 'sinonim'] as const
export type FeedKind = (typeof FEED_KINDS)[number]
export const FEED_STATES = ['antrian', 'berjalan', 'selesai', 'gagal'] as const
export type FeedState = (typeof FEED_STATES)[number]
export const FEED_SOURCES = ['upload', 'folder', 'cli'] as const
export type FeedSource = (typeof FEED_SOURCES)[number]

export const isFeedKind = (value: string): value is FeedKind => (FEED_KINDS as readonly string[]).includes(value)

/** The largest file taken: a national stock file of 600,000 rows is ~25 MB (docs/decisions.md). */
export const FEED_MAX_BYTES = 100 * 1024 * 1024

export const FEED_KIND_LABEL: Record<FeedKind, string> = {
  catalogue: 'Katalog & harga',
  stock: 'Stok cabang',
  supersessions: 'Penggantian part',
  harga: 'Harga Pelanggan',
  sinonim: 'Sinonim',
}

export const FEED_STATE_LABEL: Record<FeedState, string> = {
  antrian: 'Antrian',
  berjalan: 'Berjalan',
  selesai: 'Selesai',
  gagal: 'Gagal',
}

export const FEED_SOURCE_LABEL: Record<FeedSource, string> = {
  upload: 'Unggah',
  folder: 'Folder',
  cli: 'Perintah',
}

interface FeedColumns {
  required: readonly string[]
  optional: readonly string[]
  /** pairs of optional columns of which the header must carry at least one (a line fills one) */
  eitherOf?: ReadonlyArray<readonly [string, string]>
}

/** The columns of each kind's file, as the command-line loaders have always read them. */
export const FEED_COLUMNS: Record<FeedKind, FeedColumns> = {
  catalogue: { required: ['part_no', 'name', 'price'], optional: ['image_url', 'part_group'] },
  stock: { required: ['branch', 'part_no', 'qty'], optional: ['price'] },
  supersessions: { required: ['old_part_no', 'new_part_no', 'type', 'effective_date'], optional: [] },
  harga: {
    required: ['scope', 'code'],
    optional: ['part_no', 'part_group', 'discount_percent', 'net_price', 'valid_from', 'valid_to'],
    eitherOf: [
      ['part_no', 'part_group'],
      ['discount_percent', 'net_price'],
    ],
  },
  /** a term and its phrases, separated by ';' (common/synonyms.ts) */
  sinonim: { required: ['term', 'synonyms'], optional: [] },
}

/**
 * 'part_no, name, price, image_url (opsional)'; a pair of which one is needed reads
 * 'part_no atau part_group'.
 */
export function feedColumnsText(kind: FeedKind): string {
  const { required, optional, eitherOf = [] } = FEED_COLUMNS[kind]
  const paired = new Set(eitherOf.flat())
  return [
    ...required,
    ...eitherOf.map(([a, b]) => `${a} atau ${b}`),
    ...optional.filter((c) => !paired.has(c)).map((c) => `${c} (opsional)`),
  ].join(', ')
}

const day = z.string().max(10).refine(isCalendarDay, 'Tanggal harus yyyy-mm-dd')

export const FEED_JOB_LIST_LIMIT = 50

export const feedJobListQuerySchema = z.strictObject({
  kind: z.enum(FEED_KINDS).optional(),
  state: z.enum(FEED_STATES).optional(),
  /** Jakarta days yyyy-mm-dd of the job's arrival, inclusive */
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(FEED_JOB_LIST_LIMIT),
  cursor: z.string().max(200).optional(),
})
export type FeedJobListQuery = z.infer<typeof feedJobListQuerySchema>

export const feedJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FEED_KINDS),
  source: z.enum(FEED_SOURCES),
  file_name: z.string(),
  byte_size: z.number().int(),
  checksum: z.string(),
  encoding: z.string(),
  state: z.enum(FEED_STATES),
  /** who uploaded it; null for the drop folder and the command line */
  created_by: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** 0–100: how much of the file has been read */
  progress_percent: z.number().int().min(0).max(100),
  total_lines: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  error: z.string().nullable(),
  /** an earlier successful job of the same file (same checksum) */
  same_as: z.number().int().nullable(),
  /** the failed job this one runs again */
  retry_of: z.number().int().nullable(),
  /** a failed job whose file is still kept may be run again */
  can_retry: z.boolean(),
})
export type FeedJob = z.infer<typeof feedJobSchema>

export const feedJobListResponseSchema = z.object({ items: z.array(feedJobSchema), next_cursor: z.string().nullable() })
export type FeedJobListResponse = z.infer<typeof feedJobListResponseSchema>

/** The detail shows this many rejected lines; the CSV download has them all. */
export const FEED_REJECTS_SHOWN = 100

export const feedRejectSchema = z.object({ line: z.number().int(), reason: z.string(), cells: z.array(z.string()) })

export const feedJobDetailSchema = z.object({
  job: feedJobSchema,
  /** the file's header, for reading a rejected line's cells */
  columns: z.array(z.string()),
  rejects: z.array(feedRejectSchema),
})
export type FeedJobDetail = z.infer<typeof feedJobDetailSchema>

/** The newest successful load of each kind (stock: of each branch), for the page's summary. */
export const feedFreshnessSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(FEED_KINDS),
      branch_code: z.string().nullable(),
      loaded_at: z.string(),
      job_id: z.number().int().nullable(),
    }),
  ),
  /** STOCK_STALE_HOURS: a branch's stock older than this is shown with a warning */
  stock_stale_hours: z.number().int(),
})
export type FeedFreshness = z.infer<typeof feedFreshnessSchema>
