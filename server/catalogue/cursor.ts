import { badRequest } from '../http/app-error'

// The catalogue's cursor is opaque to clients: a versioned position in the ordered result.
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ v: 1, o: offset })).toString('base64url')
}

export function decodeCursor(cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v?: unknown; o?: unknown }
    if (parsed.v === 1 && Number.isInteger(parsed.o) && (parsed.o as number) >= 0 && (parsed.o as number) <= 1_000_000) {
      return parsed.o as number
    }
  } catch {
    // fall through: a cursor that is not ours
  }
  throw badRequest('Cursor tidak valid.')
}
