import { z } from 'zod'
import { badRequest } from '../http/app-error'

// A list's position, opaque to clients: JSON in base64url, read back only if it has the shape the
// list wrote. Every paged list (catalogue offsets, order, user, staff, audit and feed keysets) uses
// this one codec, and decodeCursor is the one check: a list states everything it requires of a
// position in its shape (refinements included), never as a check of its own after decoding. The
// keyset lists cut their page the one way keysetPage does.

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

/**
 * One page of a keyset list read one row past `limit` (that row says whether another page
 * follows): the page's rows as the answer shows them, and the position of the next page's first
 * row, or null on the last page.
 */
export function keysetPage<R, T>(
  rows: readonly R[],
  limit: number,
  present: (row: R) => T,
  positionOf: (last: R) => string,
): { items: T[]; next_cursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { items: page.map((row) => present(row)), next_cursor: rows.length > limit && last ? positionOf(last) : null }
}

const INSTANT_WRITTEN = {
  /** JavaScript's toISOString(), to the millisecond */
  ms: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
  /** the database's instants as the lists read them, to the microsecond */
  us: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
}

/**
 * An instant in a position, as it was written: UTC ISO text to the millisecond or microsecond, and
 * a real one ('2026-02-31' would be a 500 in PostgreSQL, not a 400 here) in a sane range.
 */
export function writtenInstant(precision: keyof typeof INSTANT_WRITTEN) {
  return z
    .string()
    .regex(INSTANT_WRITTEN[precision])
    .refine((key) => {
      const at = new Date(key)
      const year = at.getUTCFullYear()
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === key.slice(0, 19) && year >= 1970 && year <= 9999
    })
}
