// 'Buat Password Baru' as data: which sentence each field shows and when the form may be sent.
// The length is the one password rule both sides apply (common/password.ts), the mismatch the
// account rules' sentence; the server refuses the same password again (PASSWORD_REUSED).
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { isAcceptablePassword, PASSWORD_LENGTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '#common/password.ts'

export interface NewPasswordDraft {
  current: string
  next: string
  confirm: string
}

export const EMPTY_NEW_PASSWORD: NewPasswordDraft = { current: '', next: '', confirm: '' }

export const NEW_PASSWORD_TEXT = {
  title: 'Buat Password Baru',
  intro: 'Password akun Anda dibuat oleh orang lain. Buat password Anda sendiri sebelum melanjutkan.',
  current: 'Password Saat Ini',
  currentHint: 'Password yang Anda terima dari staff atau admin.',
  next: 'Password Baru',
  nextHint: `${PASSWORD_MIN}–${PASSWORD_MAX} karakter, berbeda dari password saat ini.`,
  confirm: 'Konfirmasi Password Baru',
  length: PASSWORD_LENGTH_TEXT,
  mismatch: ACCOUNT_TEXT.confirmMismatch,
  same: 'Password baru harus berbeda dari password saat ini.',
  wrongCurrent: 'Password saat ini salah.',
  submit: 'Simpan Password',
  submitting: 'Menyimpan…',
  logout: 'Keluar',
  failed: 'Gagal menyimpan password.',
  network: 'Terjadi kesalahan jaringan',
  changedSignIn: 'Password sudah diganti. Silakan masuk dengan password baru.',
} as const

export type NewPasswordErrors = Partial<Record<keyof NewPasswordDraft, string>>

/** The sentences of the fields typed so far (an empty field says nothing until it is filled). */
export function newPasswordErrors(draft: NewPasswordDraft): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (draft.next !== '' && !isAcceptablePassword(draft.next)) errors.next = NEW_PASSWORD_TEXT.length
  else if (draft.next !== '' && draft.next === draft.current) errors.next = NEW_PASSWORD_TEXT.same
  if (draft.confirm !== '' && draft.confirm !== draft.next) errors.confirm = NEW_PASSWORD_TEXT.mismatch
  return errors
}

export function canSaveNewPassword(draft: NewPasswordDraft): boolean {
  return draft.current !== '' && draft.next !== '' && draft.confirm !== '' && Object.keys(newPasswordErrors(draft)).length === 0
}

/** What a refused change says; the codes the screen knows by name, else the server's words. */
export function newPasswordFailureText(error: { status: number; code: string; detail: string }): string {
  if (error.status === 0) return NEW_PASSWORD_TEXT.network
  if (error.code === ERROR_CODES.INVALID_CREDENTIALS) return NEW_PASSWORD_TEXT.wrongCurrent
  if (error.code === ERROR_CODES.PASSWORD_REUSED) return NEW_PASSWORD_TEXT.same
  if (error.code === ERROR_CODES.PASSWORD_LENGTH_INVALID) return NEW_PASSWORD_TEXT.length
  return error.detail || `${NEW_PASSWORD_TEXT.failed} (${error.status})`
}
