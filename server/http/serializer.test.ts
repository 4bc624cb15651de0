import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serializerCompiler } from './serializer'

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })

describe('response serializer', () => {
  it('writes only the declared fields, at every depth', () => {
    const write = compile(
      z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })), has_more: z.boolean() }),
    )
    const out = JSON.parse(write({ items: [{ id: 1, name: 'BRAKE PAD', password_hash: 'x' }], has_more: false, secret: 'y' }))
    expect(out).toEqual({ items: [{ id: 1, name: 'BRAKE PAD' }], has_more: false })
  })

  it('keeps nulls, enums, maps and absent optional fields as zod would', () => {
    const schema = z.object({
      note: z.string().nullable(),
      bucket: z.enum(['estimasi', 'po']),
      qty: z.record(z.string(), z.number()),
      ok: z.literal(true),
      hint: z.string().optional(),
    })
    const value = { note: null, bucket: 'po', qty: { '1230A046': 4, MZ320282: 0 }, ok: true }
    expect(JSON.parse(compile(schema)(value))).toEqual(schema.parse(value))
  })

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const write = compile(z.object({ n: z.string().transform((s) => s.length) }))
    expect(() => write({ n: 'abc' })).toThrow()
  })
})
