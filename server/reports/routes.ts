import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reportResponseSchema, sellerReportQuerySchema, userReportQuerySchema } from '#common/reports.ts'
import { requireBranch, requireStore } from '../http/guards'
import type { ReportService } from './service'

// The reports (product.md §2.15, §7): staff over their branch, a buyer over his store. The answer is
// JSON whatever the Accept header asks; the screens make the CSV of the Repeat list themselves.

export async function reportRoutes(app: FastifyInstance, deps: { reports: ReportService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { reports } = deps

  r.get(
    '/api/seller/laporan',
    { schema: { querystring: sellerReportQuerySchema, response: { 200: reportResponseSchema } } },
    async (request) => reports.forBranch(requireBranch(request), request.query),
  )

  // strict: the staff-only `stores` and `store_id` are refused here with 400, like any unknown parameter
  r.get(
    '/api/user/laporan',
    { schema: { querystring: userReportQuerySchema, response: { 200: reportResponseSchema } } },
    async (request) => reports.forStore(requireStore(request), request.query),
  )
}
