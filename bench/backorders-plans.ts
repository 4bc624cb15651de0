import {
  CompiledQuery as Compiled,
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely'
import type { Db } from '../server/db/connect'
import type { Database } from '../server/db/types'

// The plans of the back-orders' statements as the portal sends them: the real query function runs
// against a Kysely that only records what it would send (no database behind it), and that
// statement, with its parameters, goes to PostgreSQL under EXPLAIN (ANALYZE, BUFFERS).

const PLAN_NODES = 30

class RecordingConnection implements DatabaseConnection {
  readonly sent: CompiledQuery[] = []
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.sent.push(compiled)
    return { rows: [] }
  }
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the recorder does not stream')
  }
}

class RecordingDriver extends DummyDriver {
  constructor(private readonly connection: RecordingConnection) {
    super()
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection
  }
}

/** The statements `run` sends, in order, without running them. */
export async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const connection = new RecordingConnection()
  const recorder = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(connection),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
  await run(recorder)
  await recorder.destroy()
  return connection.sent
}

/**
 * Prints the plan of each statement `run` sends: its top node in full, then every node below it
 * (which index or table each scan reads), and the planning and execution times. Each runs twice
 * and the second is printed: its pages are then in shared buffers, as on a portal in use.
 */
export async function printPlans(db: Db, title: string, run: (db: Db) => Promise<unknown>): Promise<void> {
  for (const statement of await statementsOf(run)) {
    const explain = Compiled.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters])
    await db.executeQuery(explain)
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(explain)
    const lines = rows.map((r) => r['QUERY PLAN'])
    const times = lines.filter((l) => /^(Planning|Execution) Time/.test(l))
    const child = lines.findIndex((l) => l.includes('->'))
    const top = child < 0 ? lines.filter((l) => !times.includes(l)) : lines.slice(0, child)
    const nodes = child < 0 ? [] : lines.slice(child).filter((l) => l.includes('->'))
    console.log(`\n${title}`)
    for (const line of [...top, ...nodes.slice(0, PLAN_NODES), ...times]) console.log(`  ${line}`)
  }
}
