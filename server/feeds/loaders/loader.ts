import type { Db } from '#server/db/connect.ts'

// What a feed kind must provide to be loaded as a job (run-job.ts drives it): read each line's own
// fields, keep the good lines, check what needs every line or the database, then write. One
// loader per kind: catalogue-queries.ts, stock-queries.ts, price-queries.ts, supersessions.ts,
// synonyms.ts (the first three are staged bulk writes, SQL from end to end; stage-queries.ts holds
// what they share; the last two keep their few lines in memory and write through their owner's index).

export interface LineReject {
  line: number
  reason: string
  cells: string[]
}

/** The job a loader works for, on the job's own database session. */
export interface LoadContext {
  /** one session for the whole run: temporary tables live on it */
  db: Db
  jobId: number
  /** the file's columns as read (normalised), in file order */
  header: string[]
  /** when the file's data was written (the stock time of the branches it loads) */
  fileTime: Date
  /** an earlier successful job of the same file: its time, not this run's, is the data's time */
  sameAsFileTime: Date | null
}

export interface WriteResult {
  added: number
  changed: number
  /**
   * Rows the file ended without a line of its own (harga: agreements missing from a code's new
   * list). Counted with the changed ones, never taken off the lines left unchanged.
   */
  removed?: number
}

export interface FeedLoad<Row> {
  /**
   * All-or-nothing kinds refuse the whole file for a single bad line (supersessions: a chain is
   * only right when all of its links are); the others write the good lines under the threshold.
   */
  readonly strict: boolean
  /** One line's own fields: the row to keep, or why the line is refused. */
  read(values: Record<string, string>): Row | string
  /** Keeps a batch of lines read well. */
  stage(lines: Array<{ line: number; row: Row }>): Promise<void>
  /**
   * The checks that need every line or the database (unknown branches and parts, a line twice).
   * Writes its refusals to the job (at most `keep` of them) and answers how many there were.
   */
  checkAll(keep: number): Promise<number>
  /** Writes the lines kept and not refused, inside the job's transaction. */
  write(trx: Db): Promise<WriteResult>
  /** Drops what staging made. */
  close(): Promise<void>
}

export type FeedLoaderFactory = (ctx: LoadContext) => Promise<FeedLoad<unknown>>
