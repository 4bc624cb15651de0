import { z } from 'zod'
import { USER_SORTS } from '../../common/management'
import { badRequest } from '../http/app-error'
import { decodeCursor, encodeCursor } from '../lib/cursor'
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
const createdAtKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/** Only a real instant reads back: '2026-02-31' would be a 500 in PostgreSQL, not a 400 here. */
function isWrittenTimestamp(key: string): boolean {
  if (!createdAtKey.test(key)) return false
  const at = new Date(key)
  const year = at.getUTCFullYear()
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === key.slice(0, 19) && year >= 1970 && year <= 9999
}

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

export function decodeUserCursor(cursor: string, order: UserListOrder): UserListPosition {
  const p = decodeCursor(cursor, positionShape)
  const sameOrder = p.s === order.sort && p.d === order.dir && p.b === order.staffLast
  const keyFits = p.s !== 'created_at' || isWrittenTimestamp(p.k)
  if (!sameOrder || !keyFits || (order.staffLast && p.f === undefined)) throw badRequest('Cursor tidak valid.')
  return { staff: p.f, key: p.k, id: p.i }
}
