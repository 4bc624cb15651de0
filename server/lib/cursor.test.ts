import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decodeCursor, encodeCursor, keysetPage, writtenInstant } from './cursor'

const shape = z.object({ o: z.number().int().min(0) })

describe('cursors', () => {
  it('read back what they wrote', () => {
    expect(decodeCursor(encodeCursor({ o: 35 }), shape)).toEqual({ o: 35 })
  })

  it('refuse with 400 anything this server did not write', () => {
    const bad = [
      '',
      '!!!',
      Buffer.from('not json').toString('base64url'),
      encodeCursor({ o: -1 }),
      encodeCursor({ o: '5' }),
      encodeCursor(null),
    ]
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor, shape)).toThrow(expect.objectContaining({ status: 400, detail: 'Cursor tidak valid.' }))
    }
  })

  it('read back only instants as they were written, at the precision the list writes', () => {
    const us = z.object({ a: writtenInstant('us') })
    const ms = z.object({ a: writtenInstant('ms') })
    expect(decodeCursor(encodeCursor({ a: '2026-11-20T03:00:00.123456Z' }), us).a).toBe('2026-11-20T03:00:00.123456Z')
    expect(decodeCursor(encodeCursor({ a: '2026-11-20T03:00:00.123Z' }), ms).a).toBe('2026-11-20T03:00:00.123Z')
    const bad: Array<[string, z.ZodType<unknown>]> = [
      ['2026-02-31T03:00:00.123456Z', us],
      ['2026-11-20T03:00:00.123Z', us],
      ['2026-11-20T03:00:00.123456Z', ms],
      ['0001-01-01T00:00:00.000Z', ms],
      ['2026-11-20 03:00:00.123Z', ms],
    ]
    for (const [a, shape] of bad) {
      expect(() => decodeCursor(encodeCursor({ a }), shape), a).toThrow(expect.objectContaining({ status: 400 }))
    }
  })

  it('cut a keyset page from the rows read one past the limit: a next position only when that row came', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }]
    const present = (row: { id: number }) => `#${row.id}`
    const positionOf = (last: { id: number }) => encodeCursor({ o: last.id })
    expect(keysetPage(rows, 2, present, positionOf)).toEqual({ items: ['#1', '#2'], next_cursor: encodeCursor({ o: 2 }) })
    expect(keysetPage(rows, 3, present, positionOf)).toEqual({ items: ['#1', '#2', '#3'], next_cursor: null })
    expect(keysetPage([], 2, present, positionOf)).toEqual({ items: [], next_cursor: null })
  })
})
