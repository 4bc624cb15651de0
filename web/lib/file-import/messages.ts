// The words both file screens (the buyer's order import, head office's customer import) say for
// the same step, so the two speak alike.
export const TEMPLATE_LINK = 'Unduh template Excel'
export const DROP_TEXT = 'Tarik file ke sini atau ketuk untuk memilih'
export const BAD_FORMAT = 'Format file tidak didukung. Gunakan .csv atau .xlsx.'
export const NO_FILE = 'Pilih file terlebih dahulu.'
export const CHECK_FILE = 'Periksa File'
export const CHECKING = 'Memeriksa file…'
export const VALIDATE_FAILED = 'Gagal memeriksa file.'

export const RESULT_TITLE = 'Hasil pemeriksaan'
export const RESET = 'Reset'
export const UPLOAD_NEW = 'Upload Baru'
export const SUMMARY_TITLE = 'Ringkasan pemeriksaan'
export const MAPPING_TITLE = 'Map Kolom Manual'
export const MAPPING_ASK = 'Judul kolom tidak dikenali otomatis. Pilih kolom yang sesuai di bawah ini.'
export const NO_COLUMN = '-- tidak ada --'
export const ERROR_ROWS_ONLY = 'Baris Error'
export const NO_ROWS = 'Tidak ada baris untuk ditampilkan.'
