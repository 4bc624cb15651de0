import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  oscQtyRequestSchema,
  oscQtyResponseSchema,
  productListSchema,
  productOscListSchema,
  productsOscQuerySchema,
  productsQuerySchema,
  productWithStockSchema,
} from '../../common/catalogue'
import { abortWhenClientLeaves } from '../http/abort'
import { requirePlace, requireWorkingRole } from '../http/guards'
import { parseId } from '../http/ids'
import type { CatalogueService } from './service'

// Any id that is not a plain positive number cannot name a product: it is simply not found.
const productIdParams = z.object({ id: z.string() })

export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; ratePerMinute: number },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { catalogue } = deps

  r.get(
    '/api/products',
    { schema: { querystring: productsQuerySchema, response: { 200: productListSchema } } },
    async (request) => {
      requireWorkingRole(request)
      return catalogue.list(request.query)
    },
  )

  r.get(
    '/api/products-osc',
    {
      schema: { querystring: productsOscQuerySchema, response: { 200: productOscListSchema } },
      config: { rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = requirePlace(request)
      return catalogue.listWithStock(session, request.query, abortWhenClientLeaves(reply))
    },
  )

  r.get(
    '/api/products/:id',
    { schema: { params: productIdParams, response: { 200: productWithStockSchema } } },
    async (request) => {
      const session = requirePlace(request)
      return catalogue.detail(session, parseId(request.params.id, 'Produk tidak ditemukan'))
    },
  )

  r.post(
    '/api/osc/qty',
    { schema: { body: oscQtyRequestSchema, response: { 200: oscQtyResponseSchema } } },
    async (request, reply) => {
      const session = requirePlace(request)
      return catalogue.quantities(session, request.body.sto_ids, abortWhenClientLeaves(reply))
    },
  )
}
