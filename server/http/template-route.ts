import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { type Download, sendDownload } from './download'

// The example files people download to fill in (the import's and the onboarding's workbooks, the
// harga feed's CSV): built on the first request and kept for the life of the process, then sent
// as every download is (download.ts).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export interface TemplateFile extends Omit<Download, 'body'> {
  /** the file's bytes, asked once: a workbook takes a while to build */
  build(): string | Buffer | Promise<string | Buffer>
  /** who may download it, checked before anything is built (throws to refuse); public without */
  guard?(request: FastifyRequest): unknown
  /** documents the route in the API reference (server/http/openapi.ts) */
  schema?: FastifySchema
}

export function templateRoute(app: FastifyInstance, url: string, file: TemplateFile): void {
  const { build, guard, schema, ...download } = file
  let body: Promise<string | Buffer> | undefined
  app.get(url, schema ? { schema } : {}, async (request, reply) => {
    guard?.(request)
    body ??= Promise.resolve().then(() => build())
    return sendDownload(reply, { ...download, body: await body })
  })
}
