// The 'Ganti Password' form (product.md §5 'Profile'): save stays disabled while the current password
// is empty or the new one is under 6 characters; a confirmation that differs is said at once.
import { PASSWORD_MIN } from '#common/password.ts'
import { PROFILE_TEXT } from './messages'

export interface PasswordDraft {
  current: string
  next: string
  confirm: string
}

export const EMPTY_PASSWORD_DRAFT: PasswordDraft = { current: '', next: '', confirm: '' }

export function confirmError(draft: PasswordDraft): string | null {
  return draft.confirm !== '' && draft.confirm !== draft.next ? PROFILE_TEXT.passwordMismatch : null
}

export function canChangePassword(draft: PasswordDraft): boolean {
  return draft.current !== '' && draft.next.length >= PASSWORD_MIN && draft.next === draft.confirm
}
