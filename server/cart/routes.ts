import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  cartAddRequestSchema,
  cartAddResponseSchema,
  cartResponseSchema,
  cartSetRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  frequentResponseSchema,
} from '#common/cart.ts'
import { requireStore } from '../http/guards'
import { parseId } from '../http/ids'
import type { CartService } from './service'

const productParams = z.object({ product_id: z.string() })

const productIdOf = (raw: string) => parseId(raw, 'Item tidak ada di keranjang')

/** The cart is the buyer's own: every call works on the signed-in user's cart and no other. */
export async function cartRoutes(app: FastifyInstance, deps: { cart: CartService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { cart } = deps
  const ok = { response: { 200: cartResponseSchema } }

  r.get('/api/cart', { schema: ok, config: { firstScreen: true } }, async (request) => cart.get(requireStore(request)))

  // 'Sering Dipesan': the parts the buyer's own store ordered lately
  r.get(
    '/api/cart/frequent',
    { schema: { response: { 200: frequentResponseSchema } }, config: { firstScreen: true } },
    async (request) => cart.frequent(requireStore(request)),
  )

  r.post(
    '/api/cart/items',
    { schema: { body: cartAddRequestSchema, response: { 200: cartAddResponseSchema } } },
    async (request) => cart.add(requireStore(request), request.body),
  )

  // a line whose part was replaced since it was added, switched to the current part
  r.post('/api/cart/items/:product_id/replace', { schema: { params: productParams, ...ok } }, async (request) =>
    cart.replace(requireStore(request), productIdOf(request.params.product_id)),
  )

  r.patch(
    '/api/cart/items/:product_id',
    { schema: { params: productParams, body: cartSetRequestSchema, ...ok } },
    async (request) => cart.set(requireStore(request), productIdOf(request.params.product_id), request.body),
  )

  r.delete('/api/cart/items/:product_id', { schema: { params: productParams, ...ok } }, async (request) =>
    cart.remove(requireStore(request), productIdOf(request.params.product_id)),
  )

  r.delete('/api/cart', { schema: ok }, async (request) => cart.clear(requireStore(request)))

  r.post(
    '/api/cart/checkout',
    { schema: { body: checkoutRequestSchema, response: { 201: checkoutResponseSchema } } },
    async (request, reply) => {
      const session = requireStore(request)
      const order = await cart.checkout(session, request.body.product_ids, request.body.note_user)
      return reply.code(201).send(order)
    },
  )
}
