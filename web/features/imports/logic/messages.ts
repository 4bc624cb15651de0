// The import screen's words. Spec texts (SPEC §2.12, §5 'Import', §8 'Import') verbatim; the rest
// chosen for workshops.
export const IMPORT_TITLE = 'Import Pesanan'
export const TEMPLATE_LINK = 'Unduh template Excel'

export const TOO_LARGE = 'Ukuran file melebihi 2 MB'
export const BAD_FORMAT = 'Format file tidak didukung. Gunakan .csv atau .xlsx.'
export const XLS_NOTICE =
  'Format .xls tidak didukung di FE. Simpan sebagai .xlsx atau .csv. Lanjut validasi server tanpa preview header.'
export const NO_FILE = 'Pilih file terlebih dahulu.'
export const NO_TEXT = 'Tempel baris part terlebih dahulu.'

export const CHECKING = 'Memeriksa file…'
export const NO_ROWS = 'Tidak ada baris untuk ditampilkan.'
export const ERROR_ROWS_ONLY = 'Baris Error'
export const RESET = 'Reset'
export const UPLOAD_NEW = 'Upload Baru'

export const SUMMARY_TITLE = 'Ringkasan pemeriksaan'
export const MAPPING_TITLE = 'Map Kolom Manual'
export const NO_NOTE_COLUMN = '-- tidak ada --'

export const IMPORT = 'Import'
export const IMPORTING = 'Mengimpor…'
export const OPEN_ORDER = 'Buka'
export const NOT_READY = 'Belum siap import (pastikan ada part yang dikenali)'
export const NOTHING_KNOWN = 'Tidak ada part yang dikenali untuk diimport'
export const VALIDATE_FAILED = 'Gagal memeriksa file.'
export const COMMIT_FAILED = 'Gagal import.'

export const NOTE_LABEL = 'Catatan untuk pesanan'
export const NOTE_COUNTER = 'Maks 100 karakter'

export const TAB_FILE = 'Upload File'
export const TAB_PASTE = 'Tempel dari WhatsApp/Excel'
export const CHECK_FILE = 'Periksa File'
export const CHECK_TEXT = 'Periksa Teks'

export function importDone(noTransaksi: string): string {
  return `Pesanan ${noTransaksi} berhasil dibuat dari import`
}

export function warningText(part: string, warning: string): string {
  return `Peringatan ${part}: ${warning}`
}
