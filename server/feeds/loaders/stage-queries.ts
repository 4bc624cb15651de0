import { type RawBuilder, sql } from 'kysely'
import type { Db } from '#server/db/connect.ts'

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

/** A column of a staged line: its SQL type, and whether an empty cell is stored as null. */
export interface StagedColumn<Row> {
  name: keyof Row & string
  type: 'text' | 'integer' | 'bigint' | 'date'
  nullable?: boolean
}

/**
 * Makes a job's staging table for lines of `Row` (the line's number, then `columns`) and answers
 * the statement that stages a batch of them: one packed text parameter, split back in SQL.
 */
export async function createStage<Row>(db: Db, table: RawBuilder<unknown>, columns: StagedColumn<Row>[]) {
  const definitions = columns.map((c) => sql`${sql.ref(c.name)} ${sql.raw(c.type)}${sql.raw(c.nullable ? '' : ' not null')}`)
  await sql`create temp table ${table} (line integer not null, ${sql.join(definitions)})`.execute(db)
  const names = sql.join(columns.map((c) => sql.ref(c.name)))
  const cells = columns.map((c, i) => {
    const cell = c.nullable ? sql`nullif(${field(i + 2)}, '')` : field(i + 2)
    return c.type === 'text' ? cell : sql`${cell}::${sql.raw(c.type)}`
  })
  return async (lines: Array<{ line: number; row: Row }>) => {
    const packed = packLines(lines.map(({ line, row }) => [line, ...columns.map((c) => row[c.name] as string | number | null)]))
    await sql`insert into ${table} (line, ${names}) select ${field(1)}::int, ${sql.join(cells)} from ${unpacked(packed)}`.execute(
      db,
    )
  }
}
