import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  oscQtyRequestSchema,
  oscQtyResponseSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productListSchema,
  productOscListSchema,
  productsOscQuerySchema,
  productsQuerySchema,
} from '#common/catalogue.ts'
import { abortWhenClientLeaves } from '../http/abort'
import { requirePlace, requireWorkingRole } from '../http/guards'
import { parseId } from '../http/ids'
import { serializerCompiler } from '../http/serializer'
import type { CatalogueService } from './service'

// Any id that is not a plain positive number cannot name a product: it is simply not found.
const productIdParams = z.object({ id: z.string() })

export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; ratePerMinute: number },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { catalogue } = deps
  // a repeated search is answered with the very object the search cache kept: it is written to
  // JSON once, by the serializer the route's schema would use, instead of on every call
  const writeOscList = serializerCompiler({ schema: productOscListSchema, method: 'GET', url: '', httpStatus: '200' })
  const written = new WeakMap<object, string>()

  r.get(
    '/api/products',
    { schema: { querystring: productsQuerySchema, response: { 200: productListSchema } } },
    async (request) => {
      const session = requireWorkingRole(request)
      const { role, user } = session
      // a buyer and staff see their branch's prices (a buyer his store's); head office, the part master's
      const branchId = role === 'user' ? user.store_branch_id : role === 'seller' ? user.branch_id : null
      const view = await catalogue.priceView(session, request.query.store_id, branchId)
      return catalogue.list(request.query, branchId, view)
    },
  )

  r.get(
    '/api/products-osc',
    {
      schema: { querystring: productsOscQuerySchema, response: { 200: productOscListSchema } },
      // the catalogue list's first screen reads it too, within the same limit (first-screen/reads.ts)
      config: { rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' }, firstScreen: true },
    },
    async (request, untypedReply) => {
      const session = requirePlace(request)
      const view = await catalogue.priceView(session, request.query.store_id, session.branch.id)
      // a first screen's read has no reply of its own: the page writes the answer
      const reply = untypedReply as FastifyReply | null
      const answer = await catalogue.listWithStock(session, request.query, view, reply ? abortWhenClientLeaves(reply) : undefined)
      if (!reply) return answer
      let json = written.get(answer)
      if (json === undefined) {
        json = writeOscList(answer)
        written.set(answer, json)
      }
      // the written answer goes as it is (the typed reply would only take the object)
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json)
    },
  )

  r.get(
    '/api/products/:id',
    { schema: { params: productIdParams, querystring: productDetailQuerySchema, response: { 200: productDetailSchema } } },
    async (request) => {
      const session = requirePlace(request)
      const id = parseId(request.params.id, 'Produk tidak ditemukan')
      const view = await catalogue.priceView(session, request.query.store_id, session.branch.id)
      return catalogue.detail(session, id, view)
    },
  )

  r.post(
    '/api/osc/qty',
    { schema: { body: oscQtyRequestSchema, response: { 200: oscQtyResponseSchema } } },
    async (request, reply) => {
      const session = requirePlace(request)
      const answer = await catalogue.quantities(session, request.body.sto_ids, abortWhenClientLeaves(reply))
      // the answer stays a quantity per part number; how old they are goes beside it
      const time = await catalogue.stockTimeOf(session)
      if (time.stock_as_of) reply.header('x-stock-as-of', time.stock_as_of)
      reply.header('x-stock-stale-hours', String(time.stock_stale_hours))
      return answer
    },
  )
}
