import { z } from 'zod'
import { badRequest } from '../http/app-error'
import { decodeCursor, encodeCursor } from '../lib/cursor'
import type { AuditPosition } from './audit-queries'

// The positions of head office's paged lists, opaque to clients: the staff list goes by username
// (unique), the audit by instant and id, newest first.

const noNul = (s: string) => !s.includes('\u0000')

const staffShape = z.strictObject({ u: z.string().min(1).max(40).refine(noNul) })

export const encodeStaffCursor = (username: string): string => encodeCursor({ u: username })
export const decodeStaffCursor = (cursor: string): string => decodeCursor(cursor, staffShape).u

/** Instants as the database writes them to the microsecond; nothing else is accepted. */
const instantKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const auditShape = z.strictObject({
  a: z.string().regex(instantKey),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/** Only a real instant reads back: '2026-02-31' would be a 500 in PostgreSQL, not a 400 here. */
function isRealInstant(key: string): boolean {
  const at = new Date(key)
  const year = at.getUTCFullYear()
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === key.slice(0, 19) && year >= 1970 && year <= 9999
}

export const encodeAuditCursor = (position: AuditPosition): string => encodeCursor({ a: position.at, i: position.id })

export function decodeAuditCursor(cursor: string): AuditPosition {
  const p = decodeCursor(cursor, auditShape)
  if (!isRealInstant(p.a)) throw badRequest('Cursor tidak valid.')
  return { at: p.a, id: p.i }
}
