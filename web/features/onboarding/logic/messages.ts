// The onboarding screen's own words; what it says like the order import (checking, the error
// filter, Reset / Upload Baru) is in web/lib/file-import/messages.ts, so both screens speak alike.
import { formatNumber } from '#common/format.ts'

export const ONBOARDING_TITLE = 'Impor Pelanggan'
export const INTRO =
  'Unggah file ekspor DMS berisi toko dan pembelinya: satu baris per pembeli beserta tokonya (satu baris boleh berisi toko saja).'
export const INTRO_ADMIN = 'Kantor pusat: setiap baris menyebut cabangnya di kolom branch_code.'
export const INTRO_SELLER = 'Semua baris masuk ke cabang Anda; baris yang menyebut cabang lain ditolak.'
export const PICKER_LABEL = 'Pilih file pelanggan (.xlsx atau .csv)'
export const XLS_REFUSED = 'Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.'
export const MAPPING_KEPT = 'Map kolom manual dari file sebelumnya dipakai lagi untuk file berikutnya.'

export const MAPPING_FOUND = 'Kolom file dikenali otomatis.'
export const MAPPING_SHOW = 'Ubah'
export const MAPPING_HIDE = 'Tutup'
export const NO_ERROR_ROWS = 'Tidak ada baris error.'

export const SAVE = 'Simpan'
export const SAVING = 'Menyimpan…'
export const CHECK_AGAIN = 'Hasil pemeriksaan ini tidak bisa dipakai lagi. Periksa file lagi sebelum menyimpan.'
export const NOTHING_NEW = 'Semua baris yang valid sudah ada di portal dengan data yang sama; tidak ada yang perlu disimpan.'
export const NOTHING_TO_SAVE = 'Belum ada baris yang bisa disimpan. Perbaiki file lalu unggah lagi.'
export const saveHint = (valid: number, errors: number) =>
  errors > 0
    ? `${formatNumber(valid)} baris siap disimpan; ${formatNumber(errors)} baris error dilewati.`
    : `${formatNumber(valid)} baris siap disimpan.`

export const COMMIT_FAILED = 'Gagal menyimpan.'
export const ALREADY_COMMITTED =
  'File ini sudah disimpan sebelumnya. Kata sandi awal hanya ditampilkan sekali; untuk akun yang belum menerimanya, gunakan Reset Password di List User.'

export const DONE_TITLE = 'Pelanggan berhasil disimpan'
export const PASSWORDS_TITLE = 'Kata sandi awal'
export const PASSWORDS_WARNING_TITLE = 'Kata sandi ini hanya ditampilkan sekali'
export const PASSWORDS_WARNING =
  'Unduh atau catat sekarang, lalu serahkan kepada masing-masing pemilik akun. Setelah halaman ini ditutup, kata sandi tidak bisa dilihat lagi. Saat masuk pertama kali, setiap orang wajib membuat kata sandinya sendiri.'
export const DOWNLOAD_SHEET = 'Unduh kata sandi awal (.xlsx)'
export const SHEET_SAVED = 'File kata sandi awal sudah diunduh.'
export const NO_NEW_ACCOUNTS = 'Tidak ada akun baru, jadi tidak ada kata sandi awal.'
export const SKIPPED_TITLE = 'Baris yang dilewati'
export const CHANGED_TITLE = 'Toko yang namanya diubah'
export const IMPORT_ANOTHER = 'Impor file lain'

export const LEAVE_QUESTION =
  'Kata sandi awal belum diunduh. Jika halaman ini ditinggalkan, kata sandi tidak bisa dilihat lagi. Tetap tinggalkan halaman?'
export const LEAVE_WHILE_SAVING =
  'Data sedang disimpan. Jika halaman ini ditinggalkan sekarang, kata sandi awal akun baru tidak akan pernah tampil. Tetap tinggalkan halaman?'
export const SAVING_NOTE =
  'Menyimpan file besar bisa memakan beberapa menit. Jangan tutup halaman ini sampai kata sandi awal tampil.'

export const pageText = (page: number, pages: number) => `Halaman ${page} dari ${pages}`
export const rowCountText = (shown: number, total: number) => `${formatNumber(shown)} dari ${formatNumber(total)} baris`
