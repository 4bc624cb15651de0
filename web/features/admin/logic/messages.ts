// Every text of head office's screens in one place. The field rules' own sentences stay in
// common/admin.ts BRANCH_TEXT and common/account-rules.ts ACCOUNT_TEXT.

export const TITLES = {
  branches: 'Cabang',
  staff: 'Staff',
  stores: 'Toko',
  audit: 'Audit',
} as const

export const COMMON_TEXT = {
  save: 'Simpan',
  cancel: 'Batal',
  empty: 'Tidak ada data.',
  active: 'Aktif',
  inactive: 'Nonaktif',
  allBranches: 'Semua cabang',
} as const

export const BRANCH_UI = {
  add: 'Tambah Cabang',
  createTitle: 'Tambah Cabang',
  editTitle: (code: string) => `Ubah Cabang ${code}`,
  edit: 'Ubah',
  search: 'Cari cabang',
  searchPlaceholder: 'Cari kode atau nama cabang…',
  codeLocked: 'Kode cabang tidak dapat diubah: kode ini bagian dari setiap No. Transaksi.',
  codeHint: '3–10 huruf/angka, otomatis huruf besar.',
  loadFailed: 'Gagal mengambil data cabang',
  created: (code: string) => `Cabang ${code} berhasil dibuat`,
  saved: (code: string) => `Cabang ${code} disimpan`,
  deactivate: 'Nonaktifkan',
  reactivate: 'Aktifkan kembali',
  deactivateTitle: (code: string) => `Nonaktifkan cabang ${code}?`,
  deactivateBody:
    'Staff dan pembeli cabang ini tidak bisa masuk lagi, dan sesi mereka yang sedang berjalan berakhir. Cabang tidak menerima estimasi baru. Riwayat pesanan tetap tersimpan.',
  deactivateYes: 'Ya, nonaktifkan',
  deactivated: (code: string) => `Cabang ${code} dinonaktifkan`,
  reactivated: (code: string) => `Cabang ${code} diaktifkan kembali`,
  noContact: 'Alamat dan telepon belum diisi',
  staffCount: 'Staff',
  storeCount: 'Toko',
} as const

export const STAFF_UI = {
  add: 'Tambah Staff',
  createTitle: 'Tambah Staff',
  search: 'Cari staff',
  searchPlaceholder: 'Cari username, nama, no. HP…',
  branchFilter: 'Cabang',
  branch: 'Cabang',
  pickBranch: 'Pilih cabang',
  branchRequired: 'Pilih cabang untuk staff ini.',
  loadFailed: 'Gagal mengambil data staff',
  created: (username: string) => `Staff "${username}" berhasil dibuat`,
  mustChange: 'Wajib ganti password saat login pertama',
  mustChangeHint: 'Staff memilih passwordnya sendiri saat pertama kali masuk.',
  pendingPassword: 'Belum ganti password',
  actions: (username: string) => `Kelola ${username}`,
  actionsTitle: (username: string) => `Staff ${username}`,
  deactivate: 'Nonaktifkan',
  reactivate: 'Aktifkan kembali',
  deactivateQuestion: (username: string) =>
    `Nonaktifkan staff ${username}? Staff ini tidak bisa masuk sampai diaktifkan kembali.`,
  deactivateYes: 'Ya, nonaktifkan',
  deactivated: (username: string) => `Staff "${username}" dinonaktifkan`,
  reactivated: (username: string) => `Staff "${username}" diaktifkan kembali`,
  resetTitle: 'Reset Password',
  resetDone: (username: string) => `Password "${username}" berhasil direset`,
  moveTitle: 'Pindah Cabang',
  moveTo: 'Cabang tujuan',
  move: 'Pindahkan',
  moved: (username: string, code: string) => `Staff "${username}" dipindah ke cabang ${code}`,
} as const

/** Toko: every branch's stores, and their price group and NPWP (product.md §10.10). */
export const STORE_UI = {
  search: 'Cari toko',
  searchPlaceholder: 'Cari kode IBS atau nama toko…',
  branchFilter: 'Cabang',
  loadFailed: 'Gagal mengambil data toko',
  edit: 'Ubah',
  editLabel: (code: string) => `Ubah toko ${code}`,
  editTitle: (code: string) => `Ubah Toko ${code}`,
  headers: { code: 'Kode IBS', name: 'Nama', branch: 'Cabang', group: 'Grup Harga', npwp: 'NPWP' },
  noGroup: 'Tanpa grup harga',
} as const

export const AUDIT_UI = {
  showFilters: 'Tampilkan filter',
  hideFilters: 'Sembunyikan filter',
  activeFilters: (count: number) => `${count} filter aktif`,
  actor: 'Oleh (username)',
  action: 'Aksi',
  subject: 'Jenis',
  q: 'Subjek',
  qPlaceholder: 'Username, kode toko atau kode cabang',
  from: 'Dari',
  to: 'Sampai',
  allActions: 'Semua aksi',
  allSubjects: 'Semua jenis',
  reset: 'Hapus filter',
  loadFailed: 'Gagal mengambil audit',
  columns: { at: 'Waktu', actor: 'Oleh', action: 'Aksi', subject: 'Subjek', branch: 'Cabang', summary: 'Keterangan' },
  system: 'Sistem',
} as const
