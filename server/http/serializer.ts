import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type CompilerArgs = Parameters<typeof zodSerializerCompiler>[0]

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema. Like the zod serializer, only declared fields leave the server (every object schema is
 * closed), but it costs a fraction of checking every field of a 200-row list with zod before
 * stringifying it; the presenters' return types are the zod types, so the compiler checks shapes.
 * A schema that JSON Schema cannot express (a transform, say) keeps the zod serializer.
 */
export function serializerCompiler(args: CompilerArgs): (data: unknown) => string {
  const schema = args.schema
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(args)
  let jsonSchema: Record<string, unknown>
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>
  } catch {
    return zodSerializerCompiler(args)
  }
  const { $schema: _dialect, ...withoutDialect } = jsonSchema
  return fastJson(withoutDialect)
}
