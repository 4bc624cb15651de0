import { z } from 'zod'
import { decodeCursor, encodeCursor, writtenInstant } from '../lib/cursor'

// Keyset position in the (created_at desc, id desc) order of the order lists.
export interface ListPosition {
  createdAt: Date
  id: number
}

/** Only a timestamp this server wrote (toISOString) reads back. */
const positionShape = z.object({ t: writtenInstant('ms'), i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

export function encodeListCursor(position: ListPosition): string {
  return encodeCursor({ t: position.createdAt.toISOString(), i: position.id })
}

export function decodeListCursor(cursor: string): ListPosition {
  const { t, i } = decodeCursor(cursor, positionShape)
  return { createdAt: new Date(t), id: i }
}
