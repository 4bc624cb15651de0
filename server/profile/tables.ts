import type { Timestamp } from '../db/types'

// The profile photos, added to Database (server/db/types.ts) by declaration merging.

export interface UserAvatarsTable {
  id: string
  user_id: number
  content_type: string
  bytes: Uint8Array
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    user_avatars: UserAvatarsTable
  }
}
