import { z } from 'zod'
import { ROLES } from './roles'
import { wireText } from './wire'

// Bodies are strict: unknown fields are refused, strings are capped, nothing is coerced.
const boundedString = wireText

export const roleSchema = z.enum(ROLES)

export const loginRequestSchema = z.strictObject({
  username: boundedString(100),
  password: boundedString(200),
  /** The role a dual-role account wants to work in (the remembered preferred_role). */
  role: roleSchema.optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The role this session works in; null until a dual-role account picks one. */
  role: roleSchema.nullable(),
  roles: z.array(roleSchema),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  branch_code: z.string().nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** Login and me answer the same shape: the user plus role and roles at the top (product.md §3). */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  id: z.number().int(),
  role: roleSchema.nullable(),
  roles: z.array(roleSchema),
  /** The password was set by someone else: the app shows 'Buat Password Baru' before anything else. */
  must_change_password: z.boolean(),
})
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const selectRoleRequestSchema = z.strictObject({ role: roleSchema })
export type SelectRoleRequest = z.infer<typeof selectRoleRequestSchema>

export const changePasswordRequestSchema = z.strictObject({
  current_password: boundedString(200),
  new_password: boundedString(200),
})
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const okResponseSchema = z.object({ ok: z.literal(true) })
export type OkResponse = z.infer<typeof okResponseSchema>
export const csrfResponseSchema = z.object({ csrf: z.string() })

// The lockout numbers live in a zod-free file so the login page can read them cheaply.
export {
  LOGIN_LOCKOUT_MINUTES as LOCKOUT_MINUTES,
  LOGIN_LOCKOUT_THRESHOLD as LOCKOUT_THRESHOLD,
} from './login-limits'
