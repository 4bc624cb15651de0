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
  | 'sisa-tersedia'
  | 'pesan-sisa'
  | 'batal-sisa'
  | 'kirim-barang'
  | 'terima-barang'
  | 'tutup-selisih'

/** Who acts on an order: a buyer, staff, or the portal itself (a stock load showing a part: no person). */
export type OrderActorRole = Role | 'sistem'

export interface OrderEventsTable {
  id: Generated<BigId>
  order_id: BigId
  action: OrderAction
  from_status: number | null
  to_status: number
  /** null when the portal itself acted (actor_role 'sistem') */
  actor_id: number | null
  actor_role: OrderActorRole
  detail: ColumnType<unknown, string | null, string | null> | null
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    order_events: OrderEventsTable
  }
}
