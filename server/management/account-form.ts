// The Daftar User form as it arrives: the account's fields and one photo. Branch staff send it for
// a buyer or a colleague, head office for a branch's staff, each with its own list of fields.
import type { FastifyRequest } from 'fastify'
import { ACCOUNT_TEXT, PHOTO_MAX_BYTES } from '#common/account-rules.ts'
import { CREATE_USER_FILE_FIELD } from '#common/management.ts'
import { type ReadForm, readMultipartForm } from '../http/multipart'

export function readAccountForm<F extends string>(request: FastifyRequest, fields: readonly F[]): Promise<ReadForm<F>> {
  return readMultipartForm(request, {
    fields,
    fileField: CREATE_USER_FILE_FIELD,
    maxFileBytes: PHOTO_MAX_BYTES,
    tooLarge: { code: 'PHOTO_TOO_LARGE', detail: ACCOUNT_TEXT.photoSize },
  })
}
