import type { ColumnType, Generated } from 'kysely'

// The database as Kysely sees it. Each feature that owns tables brings their types in its own
// tables.ts (server/<feature>/tables.ts) and adds them to Database by declaration merging:
// `declare module '../db/types' { interface Database { carts: CartsTable } }`. Here stay the
// column helpers every table uses and what no feature owns. The types mirror migrations/.

/** A timestamp column: read as a Date, written as a Date or a text, left out of an insert for its default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
/** Rupiah: both drivers parse int8 as a JavaScript number (db/connect.ts), amounts stay far below 2^53. */
export type Money = number
/** A bigserial id, read as a number for the same reason. */
export type BigId = number

/** The secrets every instance shares (the server's secret, the VAPID keys): the platform's (server/http/queries.ts). */
export interface AppSecretsTable {
  name: string
  value: string
  created_at: Generated<Date>
}

/** Every table; the features add theirs (server/<feature>/tables.ts). */
export interface Database {
  app_secrets: AppSecretsTable
}
