import { z } from 'zod'
import { decodeCursor, encodeCursor, writtenInstant } from '../lib/cursor'
import type { AuditPosition } from './audit-queries'

// The positions of head office's paged lists, opaque to clients: the staff list goes by username
// (unique), the store list by IBS code (unique), the audit by instant and id, newest first.

const noNul = (s: string) => !s.includes('\u0000')

const staffShape = z.strictObject({ u: z.string().min(1).max(40).refine(noNul) })

export const encodeStaffCursor = (username: string): string => encodeCursor({ u: username })
export const decodeStaffCursor = (cursor: string): string => decodeCursor(cursor, staffShape).u

/** The store list goes by IBS code: unique everywhere, 3–20 of A-Z 0-9 (common/account-rules.ts). */
const storeShape = z.strictObject({ c: z.string().regex(/^[A-Z0-9]{3,20}$/) })

export const encodeStoreCursor = (code: string): string => encodeCursor({ c: code })
export const decodeStoreCursor = (cursor: string): string => decodeCursor(cursor, storeShape).c

/** Instants as the database writes them to the microsecond; nothing else is accepted. */
const auditShape = z.strictObject({
  a: writtenInstant('us'),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const encodeAuditCursor = (position: AuditPosition): string => encodeCursor({ a: position.at, i: position.id })

export function decodeAuditCursor(cursor: string): AuditPosition {
  const p = decodeCursor(cursor, auditShape)
  return { at: p.a, id: p.i }
}
