import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BRANCH_TEXT } from '#common/admin.ts'
import {
  branchSettingsRequestSchema,
  branchSettingsSchema,
  SETTINGS_TEXT,
  settingsResponseSchema,
  taxSettingRequestSchema,
  taxSettingSchema,
} from '#common/settings.ts'
import { requireAdmin } from '../http/guards'
import { parseId } from '../http/ids'
import type { SettingsService } from './settings-service'

// Head office's settings (/api/admin/pengaturan/*): the PPN rows and each branch's settings.
// Like head office's other calls, who calls is checked before the body is even read (401
// anonymous, 403 for any other role, whatever the body holds); bodies are strict objects.

const idParams = z.object({ id: z.string() })
const taxId = (raw: string) => parseId(raw, SETTINGS_TEXT.taxNotFound)
const branchId = (raw: string) => parseId(raw, BRANCH_TEXT.notFound)

async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request)
}

export async function settingsRoutes(app: FastifyInstance, deps: { settings: SettingsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { settings } = deps
  const guarded = { preValidation: adminOnly }

  r.get('/api/admin/pengaturan', { ...guarded, schema: { response: { 200: settingsResponseSchema } } }, async (request) => {
    requireAdmin(request)
    return settings.settings()
  })

  r.post(
    '/api/admin/pengaturan/pajak',
    { ...guarded, schema: { body: taxSettingRequestSchema, response: { 201: taxSettingSchema } } },
    async (request, reply) => reply.code(201).send(await settings.addTax(requireAdmin(request), request.body)),
  )

  r.put(
    '/api/admin/pengaturan/pajak/:id',
    { ...guarded, schema: { params: idParams, body: taxSettingRequestSchema, response: { 200: taxSettingSchema } } },
    async (request) => settings.changeTax(requireAdmin(request), taxId(request.params.id), request.body),
  )

  r.delete(
    '/api/admin/pengaturan/pajak/:id',
    { ...guarded, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await settings.removeTax(requireAdmin(request), taxId(request.params.id))
      return reply.code(204).send(null)
    },
  )

  r.put(
    '/api/admin/pengaturan/cabang/:id',
    { ...guarded, schema: { params: idParams, body: branchSettingsRequestSchema, response: { 200: branchSettingsSchema } } },
    async (request) => settings.setBranchSettings(requireAdmin(request), branchId(request.params.id), request.body),
  )
}
