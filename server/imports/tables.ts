import type { ColumnType } from 'kysely'
import type { BigId } from '../db/types'

// A checked import waiting for its order, added to Database (server/db/types.ts) by declaration merging.

export interface ImportTokensTable {
  token_hash: string
  user_id: number
  store_id: number
  file_name: string
  payload: ColumnType<unknown, string, string>
  created_at: Date
  expires_at: Date
  used_at: Date | null
  order_id: BigId | null
}

declare module '../db/types' {
  interface Database {
    import_tokens: ImportTokensTable
  }
}
