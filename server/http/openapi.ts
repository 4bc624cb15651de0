import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#common/error-body.ts'

// The API reference for dealer IT who connect their systems: an OpenAPI 3 document generated
// from the very zod schemas the routes validate and answer with (/api/openapi.json), and a
// readable page (/api/docs) whose assets the portal serves itself: nothing from a CDN, and the
// page runs under the same Content-Security-Policy as the portal (no inline script).

const ERROR_BODY = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' })
const ERROR_ANSWERS = {
  '4XX': {
    description: 'Refused: `code` from the error list, `detail` a sentence to show',
    content: { 'application/json': { schema: ERROR_BODY } },
  },
  '5XX': { description: 'Server or database unavailable', content: { 'application/json': { schema: ERROR_BODY } } },
}

/**
 * The schema of an answer that is not JSON (a file, a picture, an event stream, metrics): it
 * documents the route; Fastify sends strings and buffers as they are, without serializing.
 */
export const nonJsonAnswer = (description: string) => z.any().describe(description)

/** Routes that are not part of the API: the web app, its files, the reference itself. */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}

export interface DeclaredRoute {
  method: string
  url: string
  hasResponseSchema: boolean
  /** the zod schemas of what the route reads (for the fuzz test, which derives requests from them) */
  input: { body?: unknown; querystring?: unknown; params?: unknown }
}
const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>()

/** Every route declared after registerOpenApi: the reference's test and the fuzz test read them. */
export const declaredRoutes = (app: FastifyInstance): DeclaredRoute[] => declared.get(app) ?? []

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: DeclaredRoute[] = []
  declared.set(app, routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        hasResponseSchema: Boolean((route.schema as { response?: unknown } | undefined)?.response),
        input: {
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
        },
      })
    }
  })
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DIPO Parts API',
        description:
          'Every call of the parts-ordering portal. Sign in with POST /api/auth/login; calls other than GET send the ' +
          'csrf cookie back as the X-CSRF-Token header. Errors answer `{ code, detail }`.',
        version: '1',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      security: [{ session: [] }],
    },
    hideUntagged: false,
    transform: (input) => {
      // routes without a schema (the web app's files) have nothing to convert and are not the API
      if (!input.schema || !isDocumented(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url }
      const out = jsonSchemaTransform(input)
      const schema = out.schema as { response?: Record<string, unknown> }
      // grouped by the address's first segment: auth, products, cart, orders, seller, profile…
      const tags = [input.url.split('/')[2]]
      return { ...out, schema: { ...schema, tags, response: { ...ERROR_ANSWERS, ...schema.response } } }
    },
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
