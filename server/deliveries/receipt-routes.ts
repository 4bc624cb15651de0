import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PHOTO_MAX_BYTES } from '#common/account-rules.ts'
import {
  closeDiscrepancySchema,
  discrepancyListQuerySchema,
  discrepancyListResponseSchema,
  discrepancySchema,
  PHOTO_ID,
  photoUploadResponseSchema,
  RECEIPT_PHOTO_FIELD,
  RECEIPT_TEXT,
  receiptResponseSchema,
  receiptSchema,
} from '#common/receipts.ts'
import { notFound } from '../http/app-error'
import { type AdminSession, type BranchSession, requireBranch, requirePlace, requireWorkingRole } from '../http/guards'
import { parseBigId } from '../http/ids'
import { readMultipartForm } from '../http/multipart'
import { nonJsonAnswer } from '../http/openapi'
import { sendPhoto } from '../http/photo-answer'
import type { ReceiptService } from './receipt-service'

// The receipt's and the discrepancies' calls (docs/product.md §13.3): a photo for a discrepancy,
// 'Konfirmasi Terima' (the store's buyers, or the branch's staff on their behalf), a photo read
// back, the staff's 'Selisih' list (head office every branch's) and 'Tutup Selisih'.

const params = z.object({ id: z.string() })

function requireStaffSide(request: FastifyRequest): BranchSession | AdminSession {
  const session = requireWorkingRole(request)
  return session.role === 'admin' ? (session as AdminSession) : requireBranch(request)
}

export async function receiptRoutes(app: FastifyInstance, deps: { receipts: ReceiptService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { receipts } = deps
  const deliveryId = (id: string) => parseBigId(id, 'Pengiriman tidak ditemukan')

  r.post('/api/deliveries/:id/photos', { schema: { params, response: { 200: photoUploadResponseSchema } } }, async (request) => {
    // the guard first: nobody's upload is read before we know who sends it
    const session = requirePlace(request)
    const id = deliveryId(request.params.id)
    const form = await readMultipartForm(request, {
      fields: [] as const,
      fileField: RECEIPT_PHOTO_FIELD,
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLarge: { code: 'PHOTO_TOO_LARGE', detail: RECEIPT_TEXT.photoSize },
    })
    return receipts.uploadPhoto(session, id, form.file)
  })

  r.post(
    '/api/deliveries/:id/receipt',
    { schema: { params, body: receiptSchema, response: { 200: receiptResponseSchema } } },
    async (request) => receipts.receive(requirePlace(request), deliveryId(request.params.id), request.body),
  )

  // a photo of the viewer's store's or branch's delivery; its id is random, but scope is checked anyway
  r.get(
    '/api/delivery-photos/:id',
    { schema: { params, response: { 200: nonJsonAnswer('The photo (image/webp)') } } },
    async (request, reply) => {
      const session = requireWorkingRole(request)
      const reader = session.role === 'admin' ? (session as AdminSession) : requirePlace(request)
      if (!PHOTO_ID.test(request.params.id)) throw notFound('Foto tidak ditemukan')
      const photo = await receipts.photo(reader, request.params.id)
      if (!photo) throw notFound('Foto tidak ditemukan')
      return sendPhoto(reply, photo)
    },
  )

  r.get(
    '/api/seller/discrepancies',
    { schema: { querystring: discrepancyListQuerySchema, response: { 200: discrepancyListResponseSchema } } },
    async (request) => receipts.list(requireStaffSide(request), request.query),
  )
  r.post(
    '/api/discrepancies/:id/close',
    { schema: { params, body: closeDiscrepancySchema, response: { 200: discrepancySchema } } },
    async (request) =>
      receipts.close(requireBranch(request), parseBigId(request.params.id, 'Selisih tidak ditemukan'), request.body),
  )
}
