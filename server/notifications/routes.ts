import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  markReadRequestSchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPrefsRequestSchema,
  notificationPrefsSchema,
  notificationTestResponseSchema,
  outboxHealthQuerySchema,
  outboxHealthSchema,
  pushKeySchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '#common/notifications.ts'
import { requireAdmin, requirePlace } from '../http/guards'
import type { NotificationService } from './service'

// A person's messages and choices: GET /api/notifications, POST /api/notifications/read,
// GET/PUT /api/profile/notifications, POST /api/profile/notifications/test; his browsers:
// GET /api/push/key, POST and DELETE /api/push/subscriptions. Buyers and staff, each only his own (401 anonymous, 403
// head office, which has no orders to hear of). Head office alone reads how the outbox fares:
// GET /api/admin/notifications/outbox (401 anonymous, 403 buyers and staff).

export async function notificationRoutes(app: FastifyInstance, deps: { notifications: NotificationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { notifications } = deps

  r.get(
    '/api/notifications',
    {
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
      config: { firstScreen: true },
    },
    async (request) => notifications.list(requirePlace(request), request.query),
  )
  r.post(
    '/api/notifications/read',
    { schema: { body: markReadRequestSchema, response: { 200: markReadResponseSchema } } },
    async (request) => notifications.markRead(requirePlace(request), request.body),
  )
  r.get('/api/profile/notifications', { schema: { response: { 200: notificationPrefsSchema } } }, async (request) =>
    notifications.choices(requirePlace(request)),
  )
  r.put(
    '/api/profile/notifications',
    { schema: { body: notificationPrefsRequestSchema, response: { 200: notificationPrefsSchema } } },
    async (request) => notifications.saveChoices(requirePlace(request), request.body),
  )
  r.post('/api/profile/notifications/test', { schema: { response: { 200: notificationTestResponseSchema } } }, async (request) =>
    notifications.sendTest(requirePlace(request)),
  )

  r.get('/api/push/key', { schema: { response: { 200: pushKeySchema } } }, async (request) => {
    requirePlace(request)
    return notifications.pushKey()
  })
  r.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.subscribe(requirePlace(request), request.body)
      return reply.code(204).send(null)
    },
  )
  r.delete(
    '/api/push/subscriptions',
    { schema: { body: pushUnsubscribeRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await notifications.unsubscribe(requirePlace(request), request.body.endpoint)
      return reply.code(204).send(null)
    },
  )

  r.get(
    '/api/admin/notifications/outbox',
    { schema: { querystring: outboxHealthQuerySchema, response: { 200: outboxHealthSchema } } },
    async (request) => {
      requireAdmin(request)
      return notifications.outboxHealth()
    },
  )
}
