// Kept apart from password.ts, which the sign-in screen loads: this one needs zod.
import { z } from 'zod'
import { wireText } from './wire'

/**
 * The one body of a reset of someone else's password, by head office (POST /api/admin/staff/{id}/
 * reset-password) or by branch staff (POST /api/seller/users/{id}/reset-password): the wire only
 * caps the texts; the rule above (checkResetPassword, common/account-rules.ts) judges them.
 */
export const resetPasswordRequestSchema = z.strictObject({
  password: wireText(200),
  confirm_password: wireText(200),
  /** '1' (the forms' default): the person chooses his own password at the next sign-in; absent means '0' */
  must_change_password: z.enum(['1', '0']).optional(),
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>
