import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CREATE_USER_FIELDS,
  checkStoreCodeQuerySchema,
  checkStoreCodeResponseSchema,
  checkUsernameQuerySchema,
  checkUsernameResponseSchema,
  createStoreRequestSchema,
  createUserResponseSchema,
  resetPasswordResponseSchema,
  storeDetailSchema,
  storeListQuerySchema,
  storeListResponseSchema,
  storeSchema,
  updateStoreRequestSchema,
  userCountsQuerySchema,
  userCountsResponseSchema,
  userDetailSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '#common/management.ts'
import { resetPasswordRequestSchema } from '#common/password-reset.ts'
import { clearSessionCookies } from '../http/cookies'
import { requireBranch } from '../http/guards'
import { parseId } from '../http/ids'
import { readAccountForm } from './account-form'
import type { ManagementService } from './service'

// Branch staff's user and store management (/api/seller/users*, /api/seller/stores*).
// Every route is staff-only and works inside the caller's branch; another branch's id answers
// 404 exactly like a missing one.

const idParams = z.object({ id: z.string() })
/** The hashing scheme the screens name in the address; scrypt is the only one. */
const schemeQuery = z.strictObject({ store: z.literal('scrypt').optional() })
/** Deactivate and reactivate carry nothing: no body, or an empty JSON object. */
const emptyBody = z.strictObject({}).nullish()

const userId = (raw: string) => parseId(raw, 'User tidak ditemukan')
const storeId = (raw: string) => parseId(raw, 'Toko tidak ditemukan')

export async function managementRoutes(app: FastifyInstance, deps: { management: ManagementService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { management } = deps

  r.post(
    '/api/seller/users',
    { schema: { querystring: schemeQuery, response: { 201: createUserResponseSchema } } },
    async (request, reply) => {
      // the guard first: nobody's upload is read before we know who sends it
      const session = requireBranch(request)
      const form = await readAccountForm(request, CREATE_USER_FIELDS)
      return reply.code(201).send(await management.createUser(session, form))
    },
  )

  r.get(
    '/api/seller/users/check-username',
    { schema: { querystring: checkUsernameQuerySchema, response: { 200: checkUsernameResponseSchema } } },
    async (request) => {
      requireBranch(request)
      return management.checkUsername(request.query.username)
    },
  )

  r.get(
    '/api/seller/users',
    { schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
    async (request) => management.listUsers(requireBranch(request), request.query),
  )

  r.get('/api/seller/users/:id', { schema: { params: idParams, response: { 200: userDetailSchema } } }, async (request) =>
    management.userDetail(requireBranch(request), userId(request.params.id)),
  )

  r.post(
    '/api/seller/users/:id/reset-password',
    {
      schema: {
        params: idParams,
        querystring: schemeQuery,
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await management.resetPassword(requireBranch(request), userId(request.params.id), request.body)
      // staff who reset their own password are signed out like after a password change
      if (result.signed_out) clearSessionCookies(reply)
      return result
    },
  )

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    r.post(
      `/api/seller/users/:id/${action}`,
      { schema: { params: idParams, body: emptyBody, response: { 200: userDetailSchema } } },
      async (request) => management.setActive(requireBranch(request), userId(request.params.id), active),
    )
  }

  r.post(
    '/api/seller/stores',
    { schema: { body: createStoreRequestSchema, response: { 201: storeSchema } } },
    async (request, reply) => reply.code(201).send(await management.createStore(requireBranch(request), request.body)),
  )

  r.get(
    '/api/seller/stores/check-code',
    { schema: { querystring: checkStoreCodeQuerySchema, response: { 200: checkStoreCodeResponseSchema } } },
    async (request) => {
      requireBranch(request)
      return management.checkCode(request.query.code)
    },
  )

  r.get(
    '/api/seller/stores',
    { schema: { querystring: storeListQuerySchema, response: { 200: storeListResponseSchema } } },
    async (request) => management.listStores(requireBranch(request), request.query),
  )

  r.get(
    '/api/seller/stores/user-counts',
    { schema: { querystring: userCountsQuerySchema, response: { 200: userCountsResponseSchema } } },
    async (request) => management.userCounts(requireBranch(request), request.query.store_ids),
  )

  r.get('/api/seller/stores/:id', { schema: { params: idParams, response: { 200: storeDetailSchema } } }, async (request) =>
    management.storeDetail(requireBranch(request), storeId(request.params.id)),
  )

  r.patch(
    '/api/seller/stores/:id',
    {
      // who calls is asked before the body: a buyer learns nothing from a body's errors
      preValidation: async (request) => {
        requireBranch(request)
      },
      schema: { params: idParams, body: updateStoreRequestSchema, response: { 200: storeSchema } },
    },
    async (request) => management.updateStore(requireBranch(request), storeId(request.params.id), request.body),
  )
}
