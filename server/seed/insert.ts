import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/types'

type Executor = Kysely<Database>

/**
 * Multi-row INSERTs in chunks: one round trip per chunk instead of per row (PGlite pays per
 * statement), and chunks small enough to stay far below PostgreSQL's 65,535 parameter limit.
 */
export async function insertChunks<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot narrow a generic table's row type; the caller's rows are typed above
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute()
  }
}

export interface UnnestColumn {
  name: string
  /** PostgreSQL element type of the array: int4, int8, text, timestamptz, bool, ... */
  type: string
}

/**
 * Column-major rows for `INSERT INTO t (cols) SELECT * FROM unnest($1::type[], $2::type[], ...)`:
 * one parameter per column whatever the row count, so a batch of thousands of rows is a single
 * cheap statement on PostgreSQL and PGlite alike (no 65,535-parameter limit, no huge SQL text).
 */
export class Columns {
  readonly data: unknown[][]
  length = 0

  constructor(readonly columns: readonly UnnestColumn[]) {
    this.data = columns.map(() => [])
  }

  /** From a spec like 'id:int8 name:text created_at:timestamptz'. */
  static of(spec: string): Columns {
    return new Columns(
      spec
        .trim()
        .split(/\s+/)
        .map((c) => {
          const [name, type] = c.split(':')
          return { name, type }
        }),
    )
  }

  push(...values: unknown[]): void {
    for (let i = 0; i < values.length; i++) this.data[i].push(values[i])
    this.length++
  }

  /** `unnest($1::type[], ...)`, its output columns in spec order. */
  unnest() {
    return sql`unnest(${sql.join(this.columns.map((c, i) => sql`${this.data[i]}::${sql.raw(c.type)}[]`))})`
  }

  insert(table: string, tail?: RawBuilder<unknown>) {
    const names = sql.join(this.columns.map((c) => sql.ref(c.name)))
    return sql`insert into ${sql.table(table)} (${names}) select * from ${this.unnest()} ${tail ?? sql``}`
  }
}
