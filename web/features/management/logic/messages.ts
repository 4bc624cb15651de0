// Every text of the management screens (product.md §2.13, §8.3) in one
// place. The field rules' own sentences stay in common/account-rules.ts ACCOUNT_TEXT.

export const TITLES = {
  hub: 'Manajemen User',
  registerUser: 'Daftar User',
  registerStore: 'Daftar Toko',
  userList: 'List User',
  storeList: 'List Toko',
} as const

export const BACK_LABEL = 'Kembali'
export const SAVE_LABEL = 'Simpan'
export const RETRY_LABEL = 'Coba lagi'

/** A store's address, price group and NPWP in List Toko's detail (product.md §10.10). */
export const STORE_PRICING_TEXT = {
  edit: 'Ubah Data Toko',
  formLabel: 'Ubah alamat, grup harga dan NPWP',
  cancel: 'Batal',
  none: 'Belum ada',
} as const

/** Toast durations (product.md §9): user creation 3.8 s, other successes 1.6 s, the rest 2 s. */
export const TOAST_MS = { userCreated: 3800, success: 1600, error: 2000 } as const

export const userCreatedText = (username: string) => `User "${username}" berhasil dibuat`
export { failedText } from '#web/lib/call-failure.ts'
export const STORE_CREATED_TEXT = 'Toko berhasil didaftarkan'
export const createStoreFailedText = (status: number) => `Gagal menyimpan (${status})`
export const PASSWORD_RESET_TEXT = 'Password berhasil direset'
export const resetFailedText = (status: number) => `Gagal reset (${status})`

export const USERS_LOAD_FAILED = 'Gagal mengambil data user'
export const STORES_LOAD_FAILED = 'Gagal mengambil data toko'
export const STORE_USERS_FAILED = 'Gagal mengambil user toko'
export const EMPTY_TEXT = 'Tidak ada data.'
export const NO_USERS_TEXT = 'Tidak ada user.'

/** The live availability hints beside the username and the IBS code. */
export const AVAILABILITY_TEXT = {
  checking: 'Memeriksa…',
  usernameFree: 'Username tersedia',
  storeCodeFree: 'Kode IBS tersedia',
  storeCodeTaken: 'Kode IBS sudah terpakai',
  checkFailed: 'Ketersediaan belum bisa diperiksa. Coba ketik ulang.',
} as const

export const ROLE_LABEL = { user: 'User (Pembeli)', seller: 'Staff' } as const
/** The list's role badge (product.md §2.13: staff shown as STAF). */
export const LIST_ROLE_LABEL = { staff: 'STAF', user: 'USER' } as const
export const INACTIVE_LABEL = 'Nonaktif'
export const ACTIVE_LABEL = 'Aktif'

/** Daftar User and reset password: whether the person chooses his own password at the next sign-in. */
export const MUST_CHANGE_TEXT = {
  label: 'Wajib ganti password saat login pertama',
  hint: 'Pengguna membuat password sendiri saat pertama kali masuk.',
} as const

export const SEARCH_TOO_SHORT_HINT = 'Ketik minimal 2 karakter untuk mencari.'

export const ACTIVE_TEXT = {
  deactivate: 'Nonaktifkan',
  reactivate: 'Aktifkan kembali',
  confirmYes: 'Ya, nonaktifkan',
  cancel: 'Batal',
  confirmQuestion: (username: string) => `Nonaktifkan user ${username}? User ini tidak bisa masuk sampai diaktifkan kembali.`,
  deactivated: (username: string) => `User "${username}" dinonaktifkan`,
  reactivated: (username: string) => `User "${username}" diaktifkan kembali`,
} as const
