import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type FeedKind,
  feedFreshnessSchema,
  feedJobDetailSchema,
  feedJobListQuerySchema,
  feedJobListResponseSchema,
  feedJobSchema,
  isFeedKind,
} from '#common/feeds.ts'
import { AppError, badRequest, notFound } from '../http/app-error'
import { sendDownload } from '../http/download'
import { requireAdmin } from '../http/guards'
import { parseId } from '../http/ids'
import { nonJsonAnswer } from '../http/openapi'
import { templateRoute } from '../http/template-route'
import { HARGA_TEMPLATE, HARGA_TEMPLATE_FILE_NAME } from './harga-template'
import type { ReceivedFile } from './receive'
import { checkFileName, type FeedService } from './service'
import { SINONIM_TEMPLATE, SINONIM_TEMPLATE_FILE_NAME } from './sinonim-template'

// Head office's feed calls (/api/admin/feeds/*): upload a file of a kind, read the jobs, a job's
// rejected lines, download them, run a failed job again, download the harga and sinonim feeds'
// example files.
// Admin only: 401 anonymous, 403 others.

const kindParams = z.object({ kind: z.string() })
const idParams = z.object({ id: z.string() })
const jobId = (raw: string) => parseId(raw, 'Job tidak ditemukan')

function feedKind(raw: string): FeedKind {
  if (!isFeedKind(raw)) throw notFound('Jenis feed tidak dikenal')
  return raw
}

const ONE_FILE = 'Kirim satu file CSV di kolom "file", tanpa kolom lain.'
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'])

/**
 * Reads the one file of the form as it streams in, straight into the database (never whole in
 * memory): the size is capped while reading, and a second file or any other field refuses the
 * upload and removes what was stored. Paths in the name are kept (preservePath), to be refused.
 */
async function receiveUpload(request: FastifyRequest, reply: FastifyReply, feeds: FeedService, kind: FeedKind, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Kirim file sebagai multipart/form-data.')
  let got: { fileName: string; received: ReceivedFile } | undefined
  try {
    const parts = request.parts({ preservePath: true, limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 } })
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || got) throw badRequest(ONE_FILE)
      const fileName = checkFileName(part.filename ?? '')
      got = { fileName, received: await feeds.receive(kind, part.file) }
    }
  } catch (error) {
    if (got) await feeds.discard(got.received).catch(() => {})
    // the rest of a file over the cap is not worth reading: the connection closes after the answer
    if ((error as { status?: number }).status === 413) reply.header('connection', 'close')
    if (LIMIT_CODES.has((error as { code?: string }).code ?? '')) throw badRequest(ONE_FILE)
    throw error
  }
  if (!got) throw badRequest('Pilih file CSV terlebih dahulu.')
  return got
}

export async function feedRoutes(app: FastifyInstance, deps: { feeds: FeedService; maxBytes: number }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { feeds } = deps

  r.post(
    '/api/admin/feeds/:kind',
    { schema: { params: kindParams, response: { 202: feedJobSchema } } },
    async (request, reply) => {
      // the guard first: nobody's upload is read before we know who sends it
      const session = requireAdmin(request)
      const kind = feedKind(request.params.kind)
      const { fileName, received } = await receiveUpload(request, reply, feeds, kind, deps.maxBytes)
      return reply.code(202).send(await feeds.queueUpload(session, kind, fileName, received))
    },
  )

  r.get(
    '/api/admin/feeds/jobs',
    { schema: { querystring: feedJobListQuerySchema, response: { 200: feedJobListResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return feeds.list(request.query)
    },
  )

  r.get(
    '/api/admin/feeds/jobs/:id',
    { schema: { params: idParams, response: { 200: feedJobDetailSchema } } },
    async (request) => {
      requireAdmin(request)
      return feeds.detail(jobId(request.params.id))
    },
  )

  const csvAnswer = { 200: nonJsonAnswer('The rejected lines of a job: CSV (RFC 4180), line, reason and the cells as read') }
  r.get('/api/admin/feeds/jobs/:id/rejects', { schema: { params: idParams, response: csvAnswer } }, async (request, reply) => {
    requireAdmin(request)
    const file = await feeds.rejectsFile(jobId(request.params.id))
    return sendDownload(reply, { fileName: file.fileName, contentType: 'text/csv; charset=utf-8', body: file.body })
  })

  r.post(
    '/api/admin/feeds/jobs/:id/retry',
    { schema: { params: idParams, body: z.strictObject({}).nullish(), response: { 202: feedJobSchema } } },
    async (request, reply) => {
      const session = requireAdmin(request)
      return reply.code(202).send(await feeds.retry(session, jobId(request.params.id)))
    },
  )

  const templateAnswer = { 200: nonJsonAnswer("The 'harga' feed's example file: CSV, its columns and a line of each kind") }
  templateRoute(app, '/api/admin/feeds/harga/template', {
    fileName: HARGA_TEMPLATE_FILE_NAME,
    contentType: 'text/csv; charset=utf-8',
    build: () => HARGA_TEMPLATE,
    guard: requireAdmin,
    schema: { response: templateAnswer },
  })
  const sinonimAnswer = { 200: nonJsonAnswer("The 'sinonim' feed's example file: CSV, its columns and a few terms") }
  templateRoute(app, '/api/admin/feeds/sinonim/template', {
    fileName: SINONIM_TEMPLATE_FILE_NAME,
    contentType: 'text/csv; charset=utf-8',
    build: () => SINONIM_TEMPLATE,
    guard: requireAdmin,
    schema: { response: sinonimAnswer },
  })

  r.get('/api/admin/feeds/freshness', { schema: { response: { 200: feedFreshnessSchema } } }, async (request) => {
    requireAdmin(request)
    return feeds.freshness()
  })
}
