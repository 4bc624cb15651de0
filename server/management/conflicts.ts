import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { AppError } from '../http/app-error'

// Two staff members may register the same username or store code at the same moment: both pass
// the friendly check, one insert wins and the other meets the unique index. That index, not the
// check, is what decides; its violation is answered like the check's 409.

/** A unique-index violation (SQLSTATE 23505) of the named constraint, from node-postgres or PGlite. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string }
  if (e?.code !== '23505') return false
  return e.constraint === undefined || e.constraint === constraint
}

export const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', ACCOUNT_TEXT.usernameTaken)
export const storeCodeTaken = () => new AppError(409, 'STORE_CODE_TAKEN', ACCOUNT_TEXT.storeCodeTaken)
export const selfDeactivation = () => new AppError(409, 'SELF_DEACTIVATION', 'Anda tidak dapat menonaktifkan akun sendiri.')
