import { badRequest } from '../http/app-error'

// Keyset position in the (created_at desc, id desc) order, opaque to the client.
export interface ListPosition {
  createdAt: Date
  id: number
}

export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify({ t: position.createdAt.toISOString(), i: position.id })).toString('base64url')
}

export function decodeListCursor(cursor: string): ListPosition {
  try {
    const raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { t?: unknown; i?: unknown }
    // only a timestamp we wrote ourselves: strict ISO that reads back the same, in a sane range
    const createdAt = typeof raw.t === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(raw.t) ? new Date(raw.t) : null
    const year = createdAt?.getUTCFullYear() ?? 0
    const exact = createdAt !== null && !Number.isNaN(createdAt.getTime()) && createdAt.toISOString() === raw.t
    if (exact && year >= 1970 && year <= 9999 && Number.isSafeInteger(raw.i) && (raw.i as number) > 0) {
      return { createdAt: createdAt as Date, id: raw.i as number }
    }
  } catch {
    // not one of ours
  }
  throw badRequest('Cursor tidak valid.')
}
