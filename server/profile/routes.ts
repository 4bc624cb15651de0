import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_TEXT, PHOTO_MAX_BYTES } from '#common/account-rules.ts'
import {
  PROFILE_PHOTO_FIELD,
  profileBasicRequestSchema,
  profileEmailRequestSchema,
  profileMobileRequestSchema,
  profileSchema,
} from '#common/profile.ts'
import { notFound } from '../http/app-error'
import { requireSession } from '../http/guards'
import { readMultipartForm } from '../http/multipart'
import { nonJsonAnswer } from '../http/openapi'
import type { ProfileService } from './service'

// A profile belongs to any signed-in account, buyer or staff, whatever role it works in: every
// route takes the session as it is (requireSession) and works on that account only.

/** The avatar ids saveAvatar makes: 16 random bytes in base64url (22 characters). */
const AVATAR_ID = /^[A-Za-z0-9_-]{1,32}$/
/**
 * An avatar's address changes with the picture, so the browser may keep it for a year without
 * asking again; private, because only signed-in users may load it.
 */
const AVATAR_CACHE = 'private, max-age=31536000, immutable'

const avatarParams = z.object({ id: z.string() })

/** Whether If-None-Match names this ETag (a list, weak validators and '*' included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}

export async function profileRoutes(app: FastifyInstance, deps: { profile: ProfileService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { profile } = deps
  const answer = { response: { 200: profileSchema } }

  r.get('/api/profile/me', { schema: answer, config: { firstScreen: true } }, async (request) =>
    profile.me(requireSession(request)),
  )

  r.post('/api/profile/email', { schema: { body: profileEmailRequestSchema, ...answer } }, async (request) =>
    profile.setEmail(requireSession(request), request.body.email),
  )

  r.post('/api/profile/mobile', { schema: { body: profileMobileRequestSchema, ...answer } }, async (request) =>
    profile.setMobile(requireSession(request), request.body.mobile),
  )

  r.post('/api/profile/basic', { schema: { body: profileBasicRequestSchema, ...answer } }, async (request) =>
    profile.setBasic(requireSession(request), request.body),
  )

  r.post('/api/profile/photo', { schema: answer }, async (request) => {
    // the guard first: nobody's upload is read before we know who sends it
    const session = requireSession(request)
    const form = await readMultipartForm(request, {
      fields: [] as const,
      fileField: PROFILE_PHOTO_FIELD,
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLarge: { code: 'PHOTO_TOO_LARGE', detail: ACCOUNT_TEXT.profilePhotoSize },
    })
    return profile.setPhoto(session, form.file)
  })

  // Any signed-in user may see any avatar: staff see buyers' photos in their lists, and an id is
  // 128 random bits, so it cannot be guessed. Anonymous callers get 401 like every API route.
  const avatarAnswer = {
    200: nonJsonAnswer('The picture (image/webp, image/jpeg or image/png)'),
    304: nonJsonAnswer('Not modified'),
  }
  r.get('/api/avatars/:id', { schema: { params: avatarParams, response: avatarAnswer } }, async (request, reply) => {
    requireSession(request)
    const { id } = request.params
    if (!AVATAR_ID.test(id)) throw notFound('Foto tidak ditemukan')
    const etag = `"${id}"`
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      // a cheap look without the bytes: a picture replaced since is gone, not 'not modified'
      if (!(await profile.avatarExists(id))) throw notFound('Foto tidak ditemukan')
      return reply.code(304).header('ETag', etag).header('Cache-Control', AVATAR_CACHE).send()
    }
    const avatar = await profile.avatar(id)
    if (!avatar) throw notFound('Foto tidak ditemukan')
    // set only here, on success: an error answer keeps the API's no-store (app.ts)
    return reply
      .type(avatar.contentType)
      .header('ETag', etag)
      .header('Cache-Control', AVATAR_CACHE)
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .send(avatar.bytes)
  })
}
