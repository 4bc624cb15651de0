import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ERROR_CODES } from '#common/errors.ts'
import { AppError } from './app-error'

interface ZodIssueLike {
  instancePath?: string
  message?: string
  params?: { issue?: { path?: PropertyKey[]; message?: string } }
}

function describeValidation(issues: ZodIssueLike[]): string {
  const first = issues[0]
  const field = first?.params?.issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')
  // the messages are Indonesian (validation-messages.ts); the field keeps the API's own name
  const message = first?.params?.issue?.message ?? first?.message ?? 'isi tidak valid'
  return field ? `Data tidak valid: kolom "${field}": ${message}` : `Data tidak valid: ${message}`
}

/** Maps every error to the one body shape; internals never leave the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ code: error.code, detail: error.detail, ...error.extra })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ code: ERROR_CODES.VALIDATION, detail: describeValidation(error.validation) })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply
        .code(500)
        .send({ code: ERROR_CODES.INTERNAL, detail: 'Terjadi kesalahan pada server.', request_id: request.id })
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send({ code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, detail: 'Gunakan Content-Type application/json.' })
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.code(413).send({ code: ERROR_CODES.PAYLOAD_TOO_LARGE, detail: 'Data yang dikirim terlalu besar.' })
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ code: ERROR_CODES.VALIDATION, detail: 'Data tidak valid: JSON rusak atau kosong.' })
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ code: ERROR_CODES.RATE_LIMITED, detail: 'Terlalu banyak permintaan. Coba lagi nanti.' })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: ERROR_CODES.BAD_REQUEST, detail: 'Permintaan tidak valid.' })
    }
    if (isBrokenMultipart(error)) {
      return reply.code(400).send({ code: ERROR_CODES.VALIDATION, detail: 'Data formulir tidak terbaca. Kirim ulang.' })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, detail: 'Server bermasalah. Coba beberapa saat lagi.' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ code: ERROR_CODES.INTERNAL, detail: 'Terjadi kesalahan pada server.', request_id: request.id })
  })
}

/** Unknown API paths (and everything, when no web app is served) get the one error body. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ code: ERROR_CODES.NOT_FOUND, detail: 'Alamat tidak ditemukan.' })
}

/**
 * A multipart body that does not hold what its header promised (no boundary, cut short, a broken
 * part header): the form parser throws plain Errors for these, the client's fault, not ours.
 */
function isBrokenMultipart(error: unknown): boolean {
  const message = (error as { message?: string }).message ?? ''
  return /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|Part terminated early)/.test(
    message,
  )
}

/**
 * An error that means the database cannot answer now (a 503, worth retrying), not a bug: it cannot
 * be reached, is restarting or full, or a statement waited past its statement_timeout (57014: a
 * lock held by a long write, a server swamped for a moment).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code
  const message = (error as { message?: string }).message ?? ''
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' ||
    code === '57P03' ||
    code === '53300' ||
    code === '57014' ||
    /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout|connect ECONNREFUSED|ECONNRESET/i.test(
      message,
    )
  )
}
