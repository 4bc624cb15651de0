import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PHOTO_MAX_BYTES } from '#common/account-rules.ts'
import {
  answerPartRequestSchema,
  createPartRequestSchema,
  PART_REQUEST_PHOTO_FIELD,
  partRequestCartResponseSchema,
  partRequestCountSchema,
  partRequestListQuerySchema,
  partRequestListSchema,
  partRequestPhotoResponseSchema,
  partRequestSchema,
  replyPartRequestSchema,
  PART_REQUEST_TEXT as T,
  vehicleModelsSchema,
  versionOnlySchema,
} from '#common/part-requests.ts'
import { PHOTO_ID } from '#common/receipts.ts'
import { notFound } from '../http/app-error'
import { requireBranch, requirePlace, requireStore } from '../http/guards'
import { parseBigId } from '../http/ids'
import { readMultipartForm } from '../http/multipart'
import { nonJsonAnswer } from '../http/openapi'
import { sendPhoto } from '../http/photo-answer'
import type { PartRequestPhotos } from './photos'
import type { PartRequestService } from './service'

// 'Tanya Part''s calls (docs/product.md §14.4): buyers ask and read their store's requests, staff
// answer and read their branch's; head office has none of them. Photos go up one per call before
// the request is sent and are read back only by the request's store and branch.

const params = z.object({ id: z.string() })

export async function partRequestRoutes(
  app: FastifyInstance,
  deps: { requests: PartRequestService; photos: PartRequestPhotos },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { requests, photos } = deps
  const requestId = (id: string) => parseBigId(id, T.notFound)
  const one = { params, response: { 200: partRequestSchema } }

  r.get(
    '/api/part-requests',
    {
      schema: { querystring: partRequestListQuerySchema, response: { 200: partRequestListSchema } },
      config: { firstScreen: true },
    },
    async (request) => requests.list(requirePlace(request), request.query),
  )
  r.get(
    '/api/part-requests/count',
    { schema: { response: { 200: partRequestCountSchema } }, config: { firstScreen: true } },
    async (request) => requests.waiting(requirePlace(request)),
  )
  r.get('/api/part-requests/models', { schema: { response: { 200: vehicleModelsSchema } } }, async (request) => {
    requireStore(request)
    return requests.models()
  })
  r.post('/api/part-requests/photos', { schema: { response: { 200: partRequestPhotoResponseSchema } } }, async (request) => {
    // the guard first: nobody's upload is read before we know who sends it
    const session = requireStore(request)
    const form = await readMultipartForm(request, {
      fields: [] as const,
      fileField: PART_REQUEST_PHOTO_FIELD,
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLarge: { code: 'PHOTO_TOO_LARGE', detail: T.photoSize },
    })
    return photos.upload(session, form.file)
  })
  r.post(
    '/api/part-requests',
    { schema: { body: createPartRequestSchema, response: { 200: partRequestSchema } } },
    async (request) => requests.create(requireStore(request), request.body),
  )
  r.get('/api/part-requests/:id', { schema: one, config: { firstScreen: true } }, async (request) =>
    requests.one(requirePlace(request), requestId(request.params.id)),
  )
  r.post('/api/part-requests/:id/answer', { schema: { ...one, body: answerPartRequestSchema } }, async (request) =>
    requests.answer(requireBranch(request), requestId(request.params.id), request.body),
  )
  r.post('/api/part-requests/:id/reply', { schema: { ...one, body: replyPartRequestSchema } }, async (request) =>
    requests.reply(requireStore(request), requestId(request.params.id), request.body),
  )
  r.post('/api/part-requests/:id/close', { schema: { ...one, body: versionOnlySchema } }, async (request) =>
    requests.close(requirePlace(request), requestId(request.params.id), request.body),
  )
  r.post(
    '/api/part-requests/:id/cart',
    { schema: { params, body: versionOnlySchema, response: { 200: partRequestCartResponseSchema } } },
    async (request) => requests.addToCart(requireStore(request), requestId(request.params.id), request.body),
  )

  // a photo of the viewer's store's or branch's request; its id is random, but scope is checked anyway
  r.get(
    '/api/part-request-photos/:id',
    { schema: { params, response: { 200: nonJsonAnswer('The photo (image/webp)') } } },
    async (request, reply) => {
      const session = requirePlace(request)
      if (!PHOTO_ID.test(request.params.id)) throw notFound('Foto tidak ditemukan')
      const photo = await photos.read(session, request.params.id)
      if (!photo) throw notFound('Foto tidak ditemukan')
      return sendPhoto(reply, photo)
    },
  )
}
