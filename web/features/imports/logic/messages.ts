// The order import screen's own words; what it says like the customer import is in
// web/lib/file-import/messages.ts.
export const IMPORT_TITLE = 'Import Pesanan'
export const PICKER_LABEL = 'Pilih file pesanan (.xlsx atau .csv)'
export const LIMITS = 'Format .xlsx atau .csv, maksimal 2 MB, paling banyak 50 part berbeda.'

/** What the browser says of a chosen file before sending it; the server says the rest. */
export const FILE_CHECK_TEXT = {
  tooLarge: 'Ukuran file melebihi 2 MB',
  xlsNotice: 'Format .xls tidak didukung di FE. Simpan sebagai .xlsx atau .csv. Lanjut validasi server tanpa preview header.',
}
export const NO_TEXT = 'Tempel baris part terlebih dahulu.'

export const IMPORT = 'Import'
export const IMPORTING = 'Mengimpor…'
export const OPEN_ORDER = 'Buka'
export const NOT_READY = 'Belum siap import (pastikan ada part yang dikenali)'
export const NOTHING_KNOWN = 'Tidak ada part yang dikenali untuk diimport'
export const COMMIT_FAILED = 'Gagal import.'

export const NOTE_LABEL = 'Catatan untuk pesanan'
export const LEAVE_UNIMPORTED =
  'Teks yang ditempel dan catatan belum diimpor. Jika halaman ini ditinggalkan, isinya hilang. Tetap tinggalkan halaman?'
export const NOTE_COUNTER = 'Maks 100 karakter'

export const TAB_FILE = 'Upload File'
export const TAB_PASTE = 'Tempel dari WhatsApp/Excel'
export const CHECK_TEXT = 'Periksa Teks'

export function importDone(noTransaksi: string): string {
  return `Pesanan ${noTransaksi} berhasil dibuat dari import`
}

export function warningText(part: string, warning: string): string {
  return `Peringatan ${part}: ${warning}`
}
