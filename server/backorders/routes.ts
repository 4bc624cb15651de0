import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  backorderCountsSchema,
  backorderListQuerySchema,
  backorderListResponseSchema,
  batalSisaResponseSchema,
  batalSisaSchema,
  orderBackordersSchema,
  pesanSisaResponseSchema,
  pesanSisaSchema,
} from '#common/backorders.ts'
import {
  type AdminSession,
  type BranchSession,
  requireBranch,
  requirePlace,
  requireStore,
  requireWorkingRole,
} from '../http/guards'
import { parseBigId } from '../http/ids'
import type { BackorderService } from './service'

// The back-orders' calls (docs/product.md §13.1): the buyer's list and the staff's (head office
// sees every branch's), the navbars' counts, the two moves, and an order's own lines.

/** Staff see their branch's lines; head office every branch's. */
function requireStaffSide(request: FastifyRequest): BranchSession | AdminSession {
  const session = requireWorkingRole(request)
  return session.role === 'admin' ? (session as AdminSession) : requireBranch(request)
}

export async function backorderRoutes(app: FastifyInstance, deps: { backorders: BackorderService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { backorders } = deps
  const list = { querystring: backorderListQuerySchema, response: { 200: backorderListResponseSchema } }
  const counts = { response: { 200: backorderCountsSchema } }

  r.get('/api/user/backorders', { schema: list, config: { firstScreen: true } }, async (request) =>
    backorders.list(requireStore(request), request.query),
  )
  r.get('/api/seller/backorders', { schema: list, config: { firstScreen: true } }, async (request) =>
    backorders.list(requireStaffSide(request), request.query),
  )
  r.get('/api/user/backorders/counts', { schema: counts, config: { firstScreen: true } }, async (request) =>
    backorders.counts(requireStore(request)),
  )
  r.get('/api/seller/backorders/counts', { schema: counts, config: { firstScreen: true } }, async (request) =>
    backorders.counts(requireStaffSide(request)),
  )

  r.post(
    '/api/backorders/actions/pesan',
    { schema: { body: pesanSisaSchema, response: { 200: pesanSisaResponseSchema } } },
    async (request) => backorders.pesan(requireStore(request), request.body.ids),
  )
  r.post(
    '/api/backorders/actions/batal',
    { schema: { body: batalSisaSchema, response: { 200: batalSisaResponseSchema } } },
    async (request) => backorders.batal(requirePlace(request), request.body),
  )

  // an order's back-order lines, and for an estimate made of back-orders the orders they came from
  r.get(
    '/api/orders/:id/backorders',
    { schema: { params: z.object({ id: z.string() }), response: { 200: orderBackordersSchema } } },
    async (request) => backorders.ofOrder(requirePlace(request), parseBigId(request.params.id, 'Pesanan tidak ditemukan')),
  )
}
