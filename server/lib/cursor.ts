import type { z } from 'zod'
import { badRequest } from '../http/app-error'

// A list's position, opaque to clients: JSON in base64url, read back only if it has the shape the
// list wrote. Every paged list (catalogue offsets, order and user keysets) uses this one codec.

export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

/** The position a cursor holds, or 400 'Cursor tidak valid.' for anything this server did not write. */
export function decodeCursor<T>(cursor: string, shape: z.ZodType<T>): T {
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw badRequest('Cursor tidak valid.')
  }
  const parsed = shape.safeParse(raw)
  if (!parsed.success) throw badRequest('Cursor tidak valid.')
  return parsed.data
}
