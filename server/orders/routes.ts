import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  actionResponseSchema,
  batalSchema,
  kirimKonfirmasiSchema,
  lanjutPesanSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  readyStatusListSchema,
} from '../../common/orders'
import { abortWhenClientLeaves } from '../http/abort'
import { notFound } from '../http/app-error'
import { requireRole, requireWorkingRole } from '../http/guards'
import type { OrderActions } from './actions'
import type { OrderService } from './service'

const idParams = z.object({ id: z.string() })

/** An id that is not a plain positive number names no order: 404, like any order not yours. */
function orderId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw notFound('Pesanan tidak ditemukan')
  return Number(raw)
}


export async function orderRoutes(app: FastifyInstance, deps: { orders: OrderService; actions: OrderActions }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { orders, actions } = deps
  const actionSchema = <B extends z.ZodType>(body: B) => ({ params: idParams, body, response: { 200: actionResponseSchema } })

  r.get('/api/orders', { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } }, async (request) =>
    orders.list(requireWorkingRole(request), request.query),
  )

  r.get('/api/orders/:id', { schema: { params: idParams, response: { 200: orderDetailSchema } } }, async (request) =>
    orders.detail(requireWorkingRole(request), orderId(request.params.id)),
  )

  r.get('/api/ready-status', { schema: { response: { 200: readyStatusListSchema } } }, async (request) => {
    requireWorkingRole(request)
    return orders.readyStatuses()
  })

  r.post('/api/orders/:id/actions/kirim-konfirmasi', { schema: actionSchema(kirimKonfirmasiSchema) }, async (request, reply) => {
    const session = requireRole(request, 'seller')
    return actions.kirimKonfirmasi(session, orderId(request.params.id), request.body, abortWhenClientLeaves(reply))
  })

  r.post('/api/orders/:id/actions/lanjut-pesan', { schema: actionSchema(lanjutPesanSchema) }, async (request) => {
    const session = requireRole(request, 'user')
    return actions.lanjutPesan(session, orderId(request.params.id), request.body.order_lines)
  })

  r.post('/api/orders/:id/actions/batal', { schema: actionSchema(batalSchema) }, async (request) =>
    actions.batal(requireRole(request, 'user'), orderId(request.params.id)),
  )

  r.post('/api/orders/:id/actions/export', { schema: { params: idParams } }, async (request, reply) => {
    const file = await actions.exportOrder(requireRole(request, 'seller'), orderId(request.params.id))
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.text)
  })
}
