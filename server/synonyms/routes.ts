import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { synonymBodySchema, synonymListQuerySchema, synonymPageSchema, synonymSchema } from '#common/synonyms.ts'
import { requireAdmin } from '../http/guards'
import { parseId } from '../http/ids'
import { SYNONYM_NOT_FOUND, type SynonymService } from './service'

// Head office's synonyms (/api/admin/synonyms, docs/product.md §14.2). Like head office's other
// calls, who calls is checked before the body is even read (401 anonymous, 403 for any other
// role, whatever the body holds); bodies are strict objects, their rules the service's (422).

const idParams = z.object({ id: z.string() })
const synonymId = (raw: string) => parseId(raw, SYNONYM_NOT_FOUND)

async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request)
}

export async function synonymRoutes(app: FastifyInstance, deps: { synonyms: SynonymService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { synonyms } = deps
  const guarded = { preValidation: adminOnly }

  r.get(
    '/api/admin/synonyms',
    { ...guarded, schema: { querystring: synonymListQuerySchema, response: { 200: synonymPageSchema } } },
    async (request) => {
      requireAdmin(request)
      return synonyms.page(request.query)
    },
  )

  r.post(
    '/api/admin/synonyms',
    { ...guarded, schema: { body: synonymBodySchema, response: { 201: synonymSchema } } },
    async (request, reply) => reply.code(201).send(await synonyms.add(requireAdmin(request), request.body)),
  )

  r.patch(
    '/api/admin/synonyms/:id',
    { ...guarded, schema: { params: idParams, body: synonymBodySchema, response: { 200: synonymSchema } } },
    async (request) => synonyms.change(requireAdmin(request), synonymId(request.params.id), request.body),
  )

  r.delete(
    '/api/admin/synonyms/:id',
    { ...guarded, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await synonyms.remove(requireAdmin(request), synonymId(request.params.id))
      return reply.code(204).send(null)
    },
  )
}
