import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { ErrorCode } from '#common/errors.ts'
import { AppError, badRequest } from './app-error'

// Reading a multipart form the way every upload route needs it: at most one file, in the one
// field named for it; only the listed text fields, each once; no control characters in them;
// sizes capped while streaming. Anything else is a 4xx before a service sees the form.

export interface FormSpec<F extends string> {
  fields: readonly F[]
  /** the field that may carry a file; none when absent */
  fileField?: string
  maxFileBytes: number
  /** the 413 when the file is larger: the feature's own code and sentence (this reader knows none) */
  tooLarge: { code: ErrorCode; detail: string }
  maxFieldChars?: number
}

export interface ReadForm<F extends string> {
  fields: Partial<Record<F, string>>
  file?: { fileName: string; bytes: Buffer }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export async function readMultipartForm<F extends string>(request: FastifyRequest, spec: FormSpec<F>): Promise<ReadForm<F>> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Kirim data sebagai multipart/form-data.')
  const maxFieldChars = spec.maxFieldChars ?? 1_000
  const fields: Partial<Record<F, string>> = {}
  let file: ReadForm<F>['file']
  const parts = request.parts({
    limits: {
      fileSize: spec.maxFileBytes,
      files: 2,
      fields: spec.fields.length + 2,
      fieldSize: maxFieldChars * 4,
      parts: spec.fields.length + 4,
    },
  })
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== spec.fileField || file) {
        // drain what the client sent so the connection stays usable, then refuse
        await (part as MultipartFile).toBuffer().catch(() => undefined)
        throw badRequest(
          part.fieldname === spec.fileField
            ? 'Kirim satu file saja.'
            : `Data tidak valid: ${safeName(part.fieldname)} bukan kolom file.`,
        )
      }
      try {
        file = { fileName: safeFileName(part.filename ?? ''), bytes: await (part as MultipartFile).toBuffer() }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, spec.tooLarge.code, spec.tooLarge.detail)
        throw error
      }
      continue
    }
    const name = part.fieldname as F
    if (!spec.fields.includes(name)) throw badRequest(`Data tidak valid: kolom ${safeName(part.fieldname)} tidak dikenal.`)
    if (fields[name] !== undefined) throw badRequest(`Data tidak valid: kolom ${name} dikirim dua kali.`)
    const value = typeof part.value === 'string' ? part.value : String(part.value ?? '')
    if (value.length > maxFieldChars) throw badRequest(`Data tidak valid: kolom ${name} terlalu panjang.`)
    if (CONTROL.test(value)) throw badRequest(`Data tidak valid: kolom ${name} berisi karakter yang tidak valid.`)
    fields[name] = value
  }
  return { fields, file }
}

/** A name from the client, fit to repeat in a message or a log: printable, short. */
function safeName(raw: string): string {
  return raw.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 60)
}

/** A file's name made safe the same way, its extension kept when a long name is cut (the type check reads it). */
function safeFileName(raw: string): string {
  const clean = raw.replace(/[^\p{L}\p{N} ._-]/gu, '_')
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(clean)?.[0] ?? ''
  return clean.length <= 60 ? clean : `${clean.slice(0, 60 - extension.length)}${extension}`
}
