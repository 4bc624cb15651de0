import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ONBOARDING_COLUMNS,
  ONBOARDING_FORM_FIELDS,
  ONBOARDING_MAX_BYTES,
  ONBOARDING_TEXT,
  type OnboardingMapping,
  onboardingCommitRequestSchema,
  onboardingCommitResponseSchema,
  onboardingMappingSchema,
  onboardingValidateResponseSchema,
} from '#common/onboarding.ts'
import { badRequest } from '../http/app-error'
import { requireAdmin, requireBranch } from '../http/guards'
import { readMultipartForm } from '../http/multipart'
import { templateRoute, XLSX_TYPE } from '../http/template-route'
import { MAX_COLS } from '../imports'
import type { OnboardingActor } from './plan'
import type { OnboardingService } from './service'
import { buildOnboardingTemplate, TEMPLATE_FILE_NAME } from './template'

// Bulk onboarding of customers, for head office (/api/admin/onboarding/*, any branch, named per
// row) and branch staff (/api/seller/onboarding/*, their own branch). Who loads the file and for
// which branch comes from the session alone: a form field naming a branch, a role or an id is
// refused, and a branch in a row is checked against the session (plan.ts).

const AREAS = ['admin', 'seller'] as const

/** The guard of the area, first: nobody's upload is read before we know who sends it. */
function actorOf(request: FastifyRequest, area: (typeof AREAS)[number]): OnboardingActor {
  if (area === 'admin') return { area, userId: requireAdmin(request).user.id }
  const session = requireBranch(request)
  return { area, userId: session.user.id, branch: session.branch }
}

/** The screen's column mapping: JSON, known columns only, indexes inside the columns read, none twice. */
export function parseMapping(raw: string | undefined): OnboardingMapping | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw badRequest('Data tidak valid: mapping harus JSON.')
  }
  const checked = onboardingMappingSchema.safeParse(parsed)
  // zod passes over a '__proto__' key: every key the client sent must be a column
  const known = (key: string) => (ONBOARDING_COLUMNS as readonly string[]).includes(key)
  if (!checked.success || !Object.keys(parsed as object).every(known))
    throw badRequest('Data tidak valid: mapping berisi kolom atau indeks yang tidak dikenal.')
  const indexes = Object.values(checked.data).filter((i) => i !== undefined && i >= 0)
  if (indexes.some((i) => i >= MAX_COLS)) throw badRequest('Data tidak valid: indeks kolom di luar jangkauan.')
  if (new Set(indexes).size !== indexes.length) throw badRequest('Data tidak valid: satu kolom file dipetakan dua kali.')
  return checked.data
}

export async function onboardingRoutes(app: FastifyInstance, deps: { onboarding: OnboardingService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // A public file like the app's own assets: the workbook is built once per process.
  templateRoute(app, `/${TEMPLATE_FILE_NAME}`, {
    fileName: TEMPLATE_FILE_NAME,
    contentType: XLSX_TYPE,
    build: buildOnboardingTemplate,
    cache: 'public, max-age=3600',
  })

  for (const area of AREAS) {
    r.post(
      `/api/${area}/onboarding/validate`,
      { schema: { response: { 200: onboardingValidateResponseSchema } } },
      async (request) => {
        const actor = actorOf(request, area)
        const form = await readMultipartForm(request, {
          fields: ONBOARDING_FORM_FIELDS,
          fileField: 'file',
          maxFileBytes: ONBOARDING_MAX_BYTES,
          tooLarge: { code: 'IMPORT_TOO_LARGE', detail: ONBOARDING_TEXT.tooLarge },
          maxFieldChars: 2_000,
        })
        if (!form.file) throw badRequest('Pilih file terlebih dahulu.')
        const mapping = parseMapping(form.fields.mapping)
        return deps.onboarding.validate(actor, { fileName: form.file.fileName || 'upload', bytes: form.file.bytes, mapping })
      },
    )

    r.post(
      `/api/${area}/onboarding/commit`,
      { schema: { body: onboardingCommitRequestSchema, response: { 201: onboardingCommitResponseSchema } } },
      async (request, reply) => {
        const actor = actorOf(request, area)
        return reply.code(201).send(await deps.onboarding.commit(actor, request.body.token))
      },
    )
  }
}
