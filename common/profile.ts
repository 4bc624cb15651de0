import { z } from 'zod'
import { roleSchema } from './auth'
import { wireText } from './wire'

// The calls of one's own profile (product.md §2.14, §3 for the answer, §7 /profile/*). Field rules live in
// account-rules.ts. Every change answers the whole profile, so the screen shows what was stored.

const text = wireText

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** null while unset; once set it cannot be changed here. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  joined_at: z.string(),
  store_name: z.string().nullable(),
  /** The dealer branch the account belongs to (the store's branch for a buyer). */
  dealer_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: roleSchema.nullable(),
  roles: z.array(roleSchema),
})
export type Profile = z.infer<typeof profileSchema>

export const profileEmailRequestSchema = z.strictObject({ email: text(200) })
export type ProfileEmailRequest = z.infer<typeof profileEmailRequestSchema>
export const profileMobileRequestSchema = z.strictObject({ mobile: text(100) })
export type ProfileMobileRequest = z.infer<typeof profileMobileRequestSchema>
export const profileBasicRequestSchema = z.strictObject({ first_name: text(100), last_name: text(100) })
export type ProfileBasicRequest = z.infer<typeof profileBasicRequestSchema>

/** The multipart field of POST /api/profile/photo. */
export const PROFILE_PHOTO_FIELD = 'file'
