import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ADMIN_STAFF_FIELDS,
  adminStoreListQuerySchema,
  adminStoreListResponseSchema,
  adminStoreSchema,
  auditQuerySchema,
  auditResponseSchema,
  BRANCH_TEXT,
  branchListQuerySchema,
  branchListResponseSchema,
  branchSchema,
  createBranchRequestSchema,
  moveStaffRequestSchema,
  staffItemSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  updateBranchRequestSchema,
} from '#common/admin.ts'
import { createUserResponseSchema, updateStoreRequestSchema } from '#common/management.ts'
import { resetPasswordRequestSchema } from '#common/password-reset.ts'
import { adminReportQuerySchema, reportResponseSchema } from '#common/reports.ts'
import { requireAdmin } from '../http/guards'
import { parseId } from '../http/ids'
import { readAccountForm } from '../management'
import type { AdminService } from './service'

// Head office's calls (/api/admin/*): branches, the staff and stores of every branch, the audit and
// the report over every branch. Every route is head office's only: who calls is checked before the
// body is even read (401 anonymous, 403 for any other role, whatever the body holds).

const idParams = z.object({ id: z.string() })
/** Deactivate and reactivate carry nothing: no body, or an empty JSON object. */
const emptyBody = z.strictObject({}).nullish()

const branchId = (raw: string) => parseId(raw, BRANCH_TEXT.notFound)
const staffId = (raw: string) => parseId(raw, 'Staf tidak ditemukan')
const storeId = (raw: string) => parseId(raw, 'Toko tidak ditemukan')

/** Runs before the body is validated: a visitor or staff learn nothing from a body's errors. */
async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request)
}

export async function adminRoutes(app: FastifyInstance, deps: { admin: AdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { admin } = deps
  const guarded = { preValidation: adminOnly }

  r.get(
    '/api/admin/branches',
    { ...guarded, schema: { querystring: branchListQuerySchema, response: { 200: branchListResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return admin.listBranches(request.query)
    },
  )

  r.post(
    '/api/admin/branches',
    { ...guarded, schema: { body: createBranchRequestSchema, response: { 201: branchSchema } } },
    async (request, reply) => reply.code(201).send(await admin.createBranch(requireAdmin(request), request.body)),
  )

  r.patch(
    '/api/admin/branches/:id',
    { ...guarded, schema: { params: idParams, body: updateBranchRequestSchema, response: { 200: branchSchema } } },
    async (request) => admin.updateBranch(requireAdmin(request), branchId(request.params.id), request.body),
  )

  r.get(
    '/api/admin/staff',
    { ...guarded, schema: { querystring: staffListQuerySchema, response: { 200: staffListResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return admin.listStaff(request.query)
    },
  )

  r.post('/api/admin/staff', { ...guarded, schema: { response: { 201: createUserResponseSchema } } }, async (request, reply) => {
    const session = requireAdmin(request)
    // role, store_id and any flag of head office are no fields of this form: refused as unknown
    const form = await readAccountForm(request, ADMIN_STAFF_FIELDS)
    return reply.code(201).send(await admin.createStaff(session, form))
  })

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    r.post(
      `/api/admin/staff/:id/${action}`,
      { ...guarded, schema: { params: idParams, body: emptyBody, response: { 200: staffItemSchema } } },
      async (request) => admin.setActive(requireAdmin(request), staffId(request.params.id), active),
    )
  }

  r.post(
    '/api/admin/staff/:id/reset-password',
    { ...guarded, schema: { params: idParams, body: resetPasswordRequestSchema, response: { 200: staffItemSchema } } },
    async (request) => admin.resetPassword(requireAdmin(request), staffId(request.params.id), request.body),
  )

  r.post(
    '/api/admin/staff/:id/move',
    { ...guarded, schema: { params: idParams, body: moveStaffRequestSchema, response: { 200: staffItemSchema } } },
    async (request) => admin.move(requireAdmin(request), staffId(request.params.id), request.body.branch_id),
  )

  r.get(
    '/api/admin/stores',
    { ...guarded, schema: { querystring: adminStoreListQuerySchema, response: { 200: adminStoreListResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return admin.listStores(request.query)
    },
  )

  // the price group, NPWP and address only: any other field (branch, code, counts) is refused by the schema
  r.patch(
    '/api/admin/stores/:id',
    { ...guarded, schema: { params: idParams, body: updateStoreRequestSchema, response: { 200: adminStoreSchema } } },
    async (request) => admin.updateStore(requireAdmin(request), storeId(request.params.id), request.body),
  )

  r.get(
    '/api/admin/audit',
    { ...guarded, schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return admin.audit(request.query)
    },
  )

  r.get(
    '/api/admin/laporan',
    { ...guarded, schema: { querystring: adminReportQuerySchema, response: { 200: reportResponseSchema } } },
    async (request) => {
      requireAdmin(request)
      return admin.report(request.query)
    },
  )
}
