import { sql } from 'kysely'

// The SQL pieces the bulk loaders share: a job's temporary tables, and lines sent in packed
// batches and split back in SQL.

/** The name of a job's temporary table: the job id is a number, so the name is safe. */
export function stageTable(jobId: number, suffix: string) {
  return sql.raw(`feed_${suffix}_${Math.trunc(jobId)}`)
}

/** The cells of a line rebuilt from what was staged, in the file's column order. */
export function cellsInFileOrder(header: string[], columns: Record<string, string>) {
  const cells = header.map((name) => (columns[name] ? sql.raw(columns[name]) : sql`''`))
  return sql`array[${sql.join(cells)}]::text[]`
}

// Staging sends a batch of lines as one text parameter, split back in SQL: node-postgres spends
// twice as long turning five arrays of 10,000 values into array literals as PostgreSQL spends
// splitting one text. No cell can hold the two separators: the intake refuses control characters.
const FIELD = '\u001f'
const RECORD = '\u001e'

export function packLines(lines: Array<Array<string | number | null>>): string {
  return lines.map((cells) => cells.map((c) => (c === null ? '' : String(c))).join(FIELD)).join(RECORD)
}

/** `select <fields> from <the packed lines>`: field n (from 1) of each line is `field(n)`. */
export function unpacked(packed: string) {
  return sql`string_to_table(${packed}, chr(30)) as x`
}

export function field(n: number) {
  return sql.raw(`split_part(x, chr(31), ${Math.trunc(n)})`)
}
