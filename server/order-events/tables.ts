import type { ColumnType, Generated } from 'kysely'
import type { Role } from '#common/roles.ts'
import type { BigId, Timestamp } from '../db/types'

// An order's timeline, added to Database (server/db/types.ts) by declaration merging: whatever
// changes an order appends its row here through the dispatcher.

export type OrderAction =
  | 'create'
  | 'kirim-konfirmasi'
  | 'lanjut-pesan'
  | 'batal'
  | 'export'
  | 'ubah-eta'
  | 'ganti-part'
  | 'perbarui-harga'

export interface OrderEventsTable {
  id: Generated<BigId>
  order_id: BigId
  action: OrderAction
  from_status: number | null
  to_status: number
  actor_id: number
  actor_role: Role
  detail: ColumnType<unknown, string | null, string | null> | null
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    order_events: OrderEventsTable
  }
}
