import fc from 'fast-check'
import type { DeclaredRoute } from '../http/openapi'

// Requests for the fuzz test, derived from each route's own zod schemas: the names the route
// reads, filled with hostile values (wrong types, huge and empty strings, control characters,
// extreme numbers), plus fields nobody declared, broken JSON and wrong content types.

/** The keys of a zod object schema (z.object / z.strictObject), or none. */
export function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '%00',
    '../../etc/passwd',
    '<script>',
    "' or 1=1 --",
    '*',
    '**',
    '%',
    '_',
  ),
  fc.constantFrom('9'.repeat(400), 'x'.repeat(5_000), '-1', '0', '1e309', 'NaN', '2026-02-30', '9999-99-99', 'true', 'null'),
)
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308),
)
/** Any JSON value a client could send where the route expects one of its fields. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileText, hostileNumber), { maxKeys: 3 }),
)
/** Fields a route never declared: the ones an attacker would try first, and anything. */
const extraField = fc.oneof(
  fc.constantFrom('role', 'roles', 'branch_id', 'store_id', 'user_id', 'id', 'is_active', 'is_admin', '__proto__', 'constructor'),
  fc.string({ minLength: 1, maxLength: 12 }),
)

export interface FuzzRequest {
  method: string
  url: string
  payload?: string
  contentType?: string
}

function fillPath(url: string, values: string[]): string {
  let i = 0
  return url.replace(/:(\w+)/g, () => encodeURIComponent(values[i++ % values.length] ?? '1'))
}

function queryString(entries: Array<[string, unknown]>): string {
  const params = new URLSearchParams()
  for (const [key, value] of entries) params.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** One hostile request for `route`. */
export function requestFor(route: DeclaredRoute): fc.Arbitrary<FuzzRequest> {
  const queryKeys = keysOf(route.input.querystring)
  const bodyKeys = keysOf(route.input.body)
  const pathValues = fc.array(fc.oneof(hostileText, hostileNumber.map(String)), { minLength: 1, maxLength: 3 })
  const query = fc.array(
    fc.tuple(queryKeys.length ? fc.oneof(fc.constantFrom(...queryKeys), extraField) : extraField, hostileValue),
    {
      maxLength: 4,
    },
  )
  const bodyObject = fc
    .tuple(
      fc.array(fc.tuple(bodyKeys.length ? fc.constantFrom(...bodyKeys) : extraField, hostileValue), { maxLength: 6 }),
      fc.array(fc.tuple(extraField, hostileValue), { maxLength: 2 }),
    )
    .map(([own, extra]) => JSON.stringify(Object.fromEntries([...own, ...extra])))
  const payload = fc.oneof(
    { weight: 6, arbitrary: bodyObject.map((text) => ({ text, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '[1,2', '{"a":}', 'null', '"x"', '1e999')
        .map((text) => ({ text, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          bodyObject,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
          ),
        )
        .map(([text, type]) => ({ text, type })),
    },
  )
  const withBody = route.method !== 'GET' && route.method !== 'DELETE'
  return fc.record({ path: pathValues, query, payload }).map(({ path, query: q, payload: p }) => ({
    method: route.method,
    url: fillPath(route.url, path) + queryString(q),
    ...(withBody ? { payload: p.text, contentType: p.type } : {}),
  }))
}
