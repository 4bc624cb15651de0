import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  importCommitRequestSchema,
  importCommitResponseSchema,
  importValidateResponseSchema,
} from '#common/imports.ts'
import { AppError, badRequest } from '../http/app-error'
import { requireStore } from '../http/guards'
import { templateRoute, XLSX_TYPE } from '../http/template-route'
import { MAX_COLS } from './read-upload'
import type { ImportService, ValidateInput } from './service'
import { buildImportTemplate, TEMPLATE_FILE_NAME } from './template'

const MAX_PASTE_CHARS = 200_000

/** No control characters in a file name: a NUL would fail in PostgreSQL (the service caps the length). */
const cleanFileName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'upload'

function mappingIndex(value: string | undefined, allowNone: boolean): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (!/^-?\d{1,3}$/.test(value.trim())) throw badRequest('Data tidak valid: indeks kolom harus angka.')
  const index = Number(value)
  if (index === -1 && allowNone) return -1
  if (index < 0 || index >= MAX_COLS) throw badRequest('Data tidak valid: indeks kolom di luar jangkauan.')
  return index
}

/** Reads the multipart form: one file (or pasted text) and the three mapping fields. */
async function readForm(request: FastifyRequest): Promise<ValidateInput> {
  const fields: Record<string, string> = {}
  let file: { name: string; bytes: Buffer } | undefined
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Kirim file sebagai multipart/form-data.')
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) throw badRequest('Kirim satu file saja.')
      try {
        file = { name: part.filename, bytes: await (part as MultipartFile).toBuffer() }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'IMPORT_TOO_LARGE', 'Ukuran file melebihi 2 MB')
        }
        throw error
      }
    } else if (['map_part_idx', 'map_qty_idx', 'map_note_idx', 'text'].includes(part.fieldname)) {
      fields[part.fieldname] = String(part.value ?? '')
    }
  }
  const mapping = {
    part: mappingIndex(fields.map_part_idx, false),
    qty: mappingIndex(fields.map_qty_idx, false),
    note: mappingIndex(fields.map_note_idx, true),
  }
  if (file) return { fileName: cleanFileName(file.name ?? ''), bytes: file.bytes, mapping }
  if (fields.text !== undefined) {
    if (fields.text.length > MAX_PASTE_CHARS) throw new AppError(413, 'IMPORT_TOO_LARGE', 'Teks yang ditempel terlalu panjang.')
    if (fields.text.includes('\u0000')) throw badRequest('Teks berisi karakter yang tidak valid.')
    return { fileName: 'Teks ditempel', text: fields.text, mapping }
  }
  throw badRequest('Pilih file terlebih dahulu.')
}

export async function importRoutes(app: FastifyInstance, deps: { imports: ImportService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // A public file like the app's own assets: the workbook is built once per process.
  templateRoute(app, `/${TEMPLATE_FILE_NAME}`, {
    fileName: TEMPLATE_FILE_NAME,
    contentType: XLSX_TYPE,
    build: buildImportTemplate,
    cache: 'public, max-age=3600',
  })

  r.post('/api/orders/import/validate', { schema: { response: { 200: importValidateResponseSchema } } }, async (request) => {
    const session = requireStore(request)
    return deps.imports.validate(session, await readForm(request))
  })

  r.post(
    '/api/orders/import/commit',
    { schema: { body: importCommitRequestSchema, response: { 201: importCommitResponseSchema } } },
    async (request, reply) => {
      const session = requireStore(request)
      return reply.code(201).send(await deps.imports.commit(session, request.body.token, request.body.note_user))
    },
  )
}

export const MULTIPART_LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: MAX_PASTE_CHARS * 4, parts: 12 }
