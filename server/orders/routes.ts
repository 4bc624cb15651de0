import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pesanLagiResponseSchema } from '#common/cart.ts'
import {
  actionResponseSchema,
  batalSchema,
  gantiPartSchema,
  kirimKonfirmasiSchema,
  lanjutPesanSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  perbaruiHargaSchema,
  pesanLagiSchema,
  readyStatusListSchema,
  ubahEtaSchema,
} from '#common/orders.ts'
import { abortWhenClientLeaves } from '../http/abort'
import { sendDownload } from '../http/download'
import { requireBranch, requirePlace, requireStore, requireWorkingRole } from '../http/guards'
import { parseBigId } from '../http/ids'
import { nonJsonAnswer } from '../http/openapi'
import type { OrderService } from './service'

const idParams = z.object({ id: z.string() })

/** An id that is not a plain positive number names no order: 404, like any order not yours. */
const orderId = (raw: string) => parseBigId(raw, 'Pesanan tidak ditemukan')

export async function orderRoutes(app: FastifyInstance, deps: { orders: OrderService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { orders } = deps
  const actionSchema = <B extends z.ZodType>(body: B) => ({ params: idParams, body, response: { 200: actionResponseSchema } })

  r.get(
    '/api/orders',
    { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } }, config: { firstScreen: true } },
    async (request) => orders.list(requirePlace(request), request.query),
  )

  r.get(
    '/api/orders/:id',
    { schema: { params: idParams, response: { 200: orderDetailSchema } }, config: { firstScreen: true } },
    async (request) => orders.detail(requirePlace(request), orderId(request.params.id)),
  )

  r.get('/api/ready-status', { schema: { response: { 200: readyStatusListSchema } } }, async (request) => {
    requireWorkingRole(request)
    return orders.readyStatuses()
  })

  r.post('/api/orders/:id/actions/kirim-konfirmasi', { schema: actionSchema(kirimKonfirmasiSchema) }, async (request, reply) => {
    const session = requireBranch(request)
    return orders.kirimKonfirmasi(session, orderId(request.params.id), request.body, abortWhenClientLeaves(reply))
  })

  r.post('/api/orders/:id/actions/lanjut-pesan', { schema: actionSchema(lanjutPesanSchema) }, async (request) =>
    orders.lanjutPesan(requireStore(request), orderId(request.params.id), request.body.order_lines),
  )

  r.post('/api/orders/:id/actions/batal', { schema: actionSchema(batalSchema) }, async (request) =>
    orders.batal(requireStore(request), orderId(request.params.id)),
  )

  // the order's lines into the buyer's cart again, whatever its status
  r.post(
    '/api/orders/:id/actions/pesan-lagi',
    { schema: { params: idParams, body: pesanLagiSchema, response: { 200: pesanLagiResponseSchema } } },
    async (request) => orders.pesanLagi(requireStore(request), orderId(request.params.id)),
  )

  // changes that keep the status: later arrival dates, a replaced part's current number delivered
  r.post('/api/orders/:id/actions/ubah-eta', { schema: actionSchema(ubahEtaSchema) }, async (request) =>
    orders.ubahEta(requireBranch(request), orderId(request.params.id), request.body),
  )

  r.post('/api/orders/:id/actions/ganti-part', { schema: actionSchema(gantiPartSchema) }, async (request) =>
    orders.gantiPart(requireBranch(request), orderId(request.params.id), request.body.order_detail_id),
  )
  r.post('/api/orders/:id/actions/perbarui-harga', { schema: actionSchema(perbaruiHargaSchema) }, async (request) =>
    orders.perbaruiHarga(requireBranch(request), orderId(request.params.id)),
  )

  const exportAnswer = { 200: nonJsonAnswer('The order file for the dealer system: tab-separated text, named by its invoice') }
  r.post('/api/orders/:id/actions/export', { schema: { params: idParams, response: exportAnswer } }, async (request, reply) => {
    const file = await orders.exportOrder(requireBranch(request), orderId(request.params.id))
    return sendDownload(reply, { fileName: file.fileName, contentType: 'text/plain; charset=utf-8', body: file.text })
  })
}
