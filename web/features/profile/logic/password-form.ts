// The 'Ganti Password' form (product.md §5.1): save stays disabled while the current password
// is empty or the new one breaks the one password rule (common/password.ts, the server's rule too);
// a new password out of bounds and a confirmation that differs are said at once.
import { isAcceptablePassword } from '#common/password.ts'
import { PROFILE_TEXT } from './messages'

export interface PasswordDraft {
  current: string
  next: string
  confirm: string
}

export const EMPTY_PASSWORD_DRAFT: PasswordDraft = { current: '', next: '', confirm: '' }

export function nextPasswordError(draft: PasswordDraft): string | null {
  return draft.next !== '' && !isAcceptablePassword(draft.next) ? PROFILE_TEXT.passwordLength : null
}

export function confirmError(draft: PasswordDraft): string | null {
  return draft.confirm !== '' && draft.confirm !== draft.next ? PROFILE_TEXT.passwordMismatch : null
}

export function canChangePassword(draft: PasswordDraft): boolean {
  return draft.current !== '' && isAcceptablePassword(draft.next) && draft.next === draft.confirm
}
