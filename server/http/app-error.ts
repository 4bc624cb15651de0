import type { ErrorCode } from '#common/errors.ts'

/**
 * The one error services throw. The error plugin turns it into the body every answer shares:
 * `{ code, detail, ...extra }` (docs/architecture.md).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail)
    this.name = 'AppError'
  }
}

export const notFound = (detail = 'Data tidak ditemukan') => new AppError(404, 'NOT_FOUND', detail)
export const badRequest = (detail: string, extra?: Record<string, unknown>) =>
  new AppError(400, 'VALIDATION_ERROR', detail, extra)
