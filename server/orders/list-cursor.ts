import { z } from 'zod'
import { decodeCursor, encodeCursor } from '../lib/cursor'

// Keyset position in the (created_at desc, id desc) order of the order lists.
export interface ListPosition {
  createdAt: Date
  id: number
}

/** Only a timestamp this server wrote: strict ISO that reads back the same, in a sane range. */
const writtenTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((t) => {
    const at = new Date(t)
    const year = at.getUTCFullYear()
    return !Number.isNaN(at.getTime()) && at.toISOString() === t && year >= 1970 && year <= 9999
  })
const positionShape = z.object({ t: writtenTimestamp, i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

export function encodeListCursor(position: ListPosition): string {
  return encodeCursor({ t: position.createdAt.toISOString(), i: position.id })
}

export function decodeListCursor(cursor: string): ListPosition {
  const { t, i } = decodeCursor(cursor, positionShape)
  return { createdAt: new Date(t), id: i }
}
