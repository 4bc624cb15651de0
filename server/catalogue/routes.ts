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
import { notFound } from '../http/app-error'
import { requireWorkingRole } from '../http/guards'
import type { CatalogueService } from './service'

// Any id that is not a plain positive number cannot name a product: it is simply not found.
const productIdParams = z.object({ id: z.string() })

export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; ratePerMinute: number },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { catalogue } = deps

  r.get('/api/products', { schema: { querystring: productsQuerySchema, response: { 200: productListSchema } } }, async (request) => {
    requireWorkingRole(request)
    return catalogue.list(request.query)
  })

  r.get(
    '/api/products-osc',
    {
      schema: { querystring: productsOscQuerySchema, response: { 200: productOscListSchema } },
      config: { rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = requireWorkingRole(request)
      return catalogue.listWithStock(session, request.query, abortWhenClientLeaves(reply))
    },
  )

  r.get('/api/products/:id', { schema: { params: productIdParams, response: { 200: productWithStockSchema } } }, async (request) => {
    const session = requireWorkingRole(request)
    if (!/^[1-9]\d{0,8}$/.test(request.params.id)) throw notFound('Produk tidak ditemukan')
    return catalogue.detail(session, Number(request.params.id))
  })

  r.post('/api/osc/qty', { schema: { body: oscQtyRequestSchema, response: { 200: oscQtyResponseSchema } } }, async (request, reply) => {
    const session = requireWorkingRole(request)
    return catalogue.quantities(session, request.body.sto_ids, abortWhenClientLeaves(reply))
  })
}
