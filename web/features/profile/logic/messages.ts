import { PASSWORD_LENGTH_TEXT, PASSWORD_MAX, PASSWORD_MIN } from '#common/password.ts'

// The profile screen's words (product.md §2.14, §8.3).
export const PROFILE_TEXT = {
  title: 'Profil',
  loadFailed: 'Gagal memuat profil',
  saveFailed: 'Gagal menyimpan',
  photoFailed: 'Gagal unggah foto',
  passwordFailed: 'Gagal ganti password',
  saved: 'Perubahan disimpan.',
  photoSaved: 'Foto profil diperbarui.',
  photoNoUrl: 'Upload berhasil, namun URL tidak tersedia',
  passwordChanged: 'Password diganti. Keluar…',
  wrongCurrent: 'Password saat ini salah.',
  passwordLength: PASSWORD_LENGTH_TEXT,
  passwordHint: `${PASSWORD_MIN}–${PASSWORD_MAX} karakter.`,
  passwordMismatch: 'Konfirmasi password tidak cocok.',
  changePassword: 'Ganti Password',
  logout: 'Logout',
  accountInfo: 'Informasi Akun',
  lockedHint: 'Sudah diisi. Hubungi staff cabang untuk mengubah.',
  onceHint: 'Hanya bisa diisi sekali.',
  retry: 'Coba lagi',
} as const
