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
    const createdAt = typeof raw.t === 'string' ? new Date(raw.t) : null
    if (createdAt && !Number.isNaN(createdAt.getTime()) && Number.isSafeInteger(raw.i) && (raw.i as number) > 0) {
      return { createdAt, id: raw.i as number }
    }
  } catch {
    // not one of ours
  }
  throw badRequest('Cursor tidak valid.')
}
