import { z } from 'zod'
import { decodeCursor, encodeCursor } from '../lib/cursor'

// The catalogue's cursor: a versioned offset in the ordered result.
const offsetShape = z.object({ v: z.literal(1), o: z.number().int().min(0).max(1_000_000) })

export function encodeOffsetCursor(offset: number): string {
  return encodeCursor({ v: 1, o: offset })
}

export function decodeOffsetCursor(cursor: string): number {
  return decodeCursor(cursor, offsetShape).o
}
