import type { Generated } from 'kysely'
import type { PartRequestState } from '#common/part-request-rules.ts'
import type { BigId, Timestamp } from '../db/types'

// 'Tanya Part' (migration 0023), added to Database (server/db/types.ts) by declaration merging:
// a store's question to its branch, its thread, the parts an answer names, and its photos.

export interface PartRequestsTable {
  id: Generated<BigId>
  store_id: number
  branch_id: number
  created_by: number | null
  /** the form's own key: a second press of 'Kirim ke Cabang' finds the first request */
  client_key: string
  vehicle_model: string
  vehicle_year: number
  vin: string | null
  need: string
  qty: number
  state: Generated<PartRequestState>
  /** grows with every write: a write on an older version is refused */
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
  /** the branch's first answer: what the reports' answer time reads */
  first_answered_at: Timestamp | null
  closed_at: Timestamp | null
}

export interface PartRequestMessagesTable {
  id: Generated<BigId>
  request_id: BigId
  author_id: number | null
  side: 'user' | 'seller'
  body: string
  created_at: Timestamp
}

export interface PartRequestLinesTable {
  id: Generated<BigId>
  request_id: BigId
  message_id: BigId
  product_id: number
  qty: number
  note: string | null
}

export interface PartRequestPhotosTable {
  /** 16 random bytes, base64url */
  id: string
  /** null until the request that names it is sent */
  request_id: BigId | null
  /** its place among the request's photos, as the buyer chose them */
  position: number | null
  uploaded_by: number | null
  content_type: string
  bytes: Buffer
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    part_requests: PartRequestsTable
    part_request_messages: PartRequestMessagesTable
    part_request_lines: PartRequestLinesTable
    part_request_photos: PartRequestPhotosTable
  }
}
