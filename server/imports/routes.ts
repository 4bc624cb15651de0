import type { FastifyInstance } from 'fastify'
import { buildImportTemplate, TEMPLATE_FILE_NAME } from './template'

export async function importRoutes(app: FastifyInstance): Promise<void> {
  let template: Promise<Buffer> | undefined

  // A public file like the app's own assets: the workbook is built once per process.
  app.get(`/${TEMPLATE_FILE_NAME}`, async (_request, reply) => {
    template ??= buildImportTemplate()
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(await template)
  })
}
