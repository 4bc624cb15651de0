import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createDeliveryResponseSchema,
  createDeliverySchema,
  DELIVERY_TEXT,
  deliverySchema,
  orderDeliveriesSchema,
} from '#common/deliveries.ts'
import { type AdminSession, type PlaceSession, requireBranch, requirePlace, requireWorkingRole } from '../http/guards'
import { parseBigId } from '../http/ids'
import type { DeliveryService } from './service'

// The deliveries' calls (docs/product.md §13.2): an order's deliveries and the staff's 'Catat
// Pengiriman', one delivery whole (what the Surat Jalan prints). Buyers read their store's, staff
// their branch's, head office every one; only the branch's staff record.

/** Buyers and staff read their own; head office reads every branch's. */
function requireReader(request: FastifyRequest): PlaceSession | AdminSession {
  const session = requireWorkingRole(request)
  return session.role === 'admin' ? (session as AdminSession) : requirePlace(request)
}

const params = z.object({ id: z.string() })

export async function deliveryRoutes(app: FastifyInstance, deps: { deliveries: DeliveryService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { deliveries } = deps
  const orderId = (id: string) => parseBigId(id, 'Pesanan tidak ditemukan')

  r.get('/api/orders/:id/deliveries', { schema: { params, response: { 200: orderDeliveriesSchema } } }, async (request) =>
    deliveries.ofOrder(requireReader(request), orderId(request.params.id)),
  )
  r.post(
    '/api/orders/:id/deliveries',
    { schema: { params, body: createDeliverySchema, response: { 200: createDeliveryResponseSchema } } },
    async (request) => deliveries.record(requireBranch(request), orderId(request.params.id), request.body),
  )
  r.get('/api/deliveries/:id', { schema: { params, response: { 200: deliverySchema } } }, async (request) =>
    deliveries.one(requireReader(request), parseBigId(request.params.id, DELIVERY_TEXT.notFound)),
  )
}
