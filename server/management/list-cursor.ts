import { z } from 'zod'
import { USER_SORTS } from '#common/management.ts'
import { decodeCursor, encodeCursor, writtenInstant } from '../lib/cursor'
import type { UserListOrder, UserListPosition } from './queries'

// The user list's keyset position. It names the order it was written for (sort, direction,
// staff last), so a cursor carried over to another order is refused instead of skipping rows.

const positionShape = z.strictObject({
  s: z.enum(USER_SORTS),
  d: z.enum(['asc', 'desc']),
  b: z.boolean(),
  f: z.boolean().optional(),
  k: z
    .string()
    .max(300)
    .refine((k) => !k.includes('\u0000')),
  i: z.number().int().positive().max(2_147_483_647),
})

/** created_at keys are written by the database to the microsecond; nothing else is accepted. */
const createdAtKey = writtenInstant('us')

export function encodeUserCursor(order: UserListOrder, row: { is_staff: boolean; sort_key: string; id: number }): string {
  return encodeCursor({
    s: order.sort,
    d: order.dir,
    b: order.staffLast,
    ...(order.staffLast ? { f: row.is_staff } : {}),
    k: row.sort_key,
    i: row.id,
  })
}

/** The position, only if written for this very order (and its key fits the sort). */
function positionFor(order: UserListOrder) {
  return positionShape.refine(
    (p) =>
      p.s === order.sort &&
      p.d === order.dir &&
      p.b === order.staffLast &&
      (p.s !== 'created_at' || createdAtKey.safeParse(p.k).success) &&
      (!order.staffLast || p.f !== undefined),
  )
}

export function decodeUserCursor(cursor: string, order: UserListOrder): UserListPosition {
  const p = decodeCursor(cursor, positionFor(order))
  return { staff: p.f, key: p.k, id: p.i }
}
