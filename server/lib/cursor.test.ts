import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decodeCursor, encodeCursor } from './cursor'

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
})
