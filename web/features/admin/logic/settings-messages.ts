// Every text of head office's Pengaturan. The rules' own sentences stay in common/settings.ts
// SETTINGS_TEXT; the words every head office form shares (Simpan, Batal, 'Tutup formulir?') in
// messages.ts.
import { formatDate } from '#common/format.ts'
import { jakartaNoon } from '#common/jakarta-time.ts'

/** '01 Des 2026' for a Jakarta day. */
export const dayText = (day: string) => formatDate(jakartaNoon(day))

export const SETTINGS_UI = {
  title: 'Pengaturan',
  loadFailed: 'Gagal mengambil pengaturan',
} as const

export const TAX_UI = {
  title: 'PPN',
  intro: 'Tarif PPN dan DPP Nilai Lain yang dipakai menghitung pesanan, masing-masing sejak tanggal berlakunya.',
  now: 'Berlaku hari ini:',
  none: 'Belum ada pengaturan PPN yang berlaku hari ini.',
  add: 'Tambah',
  addLabel: 'Tambah pengaturan PPN',
  createTitle: 'Tambah Pengaturan PPN',
  editTitle: (day: string) => `Ubah PPN mulai ${dayText(day)}`,
  edit: 'Ubah',
  delete: 'Hapus',
  rowLabel: (action: string, day: string) => `${action} PPN mulai ${dayText(day)}`,
  list: 'Daftar pengaturan PPN',
  columns: { from: 'Berlaku mulai', rate: 'Tarif PPN', dpp: 'DPP', state: 'Status', by: 'Dibuat', actions: 'Aksi' },
  inEffect: 'Berlaku',
  upcoming: 'Akan berlaku',
  ended: 'Tidak berlaku lagi',
  createdBy: (who: string | null, at: string) => `${who ?? 'Sistem'} · ${formatDate(at)}`,
  fromField: 'Berlaku mulai',
  fromHint: 'Paling cepat hari ini. Pesanan yang sudah dikonfirmasi tetap memakai PPN-nya sendiri.',
  rateField: 'Tarif PPN (%)',
  numeratorField: 'DPP pembilang',
  denominatorField: 'DPP penyebut',
  dppHint: 'DPP Nilai Lain = harga jual × pembilang / penyebut (mis. 11/12).',
  added: (day: string) => `PPN mulai ${dayText(day)} ditambahkan`,
  saved: (day: string) => `PPN mulai ${dayText(day)} disimpan`,
  deleteTitle: (day: string) => `Hapus PPN mulai ${dayText(day)}?`,
  deleteBody: 'Pengaturan ini belum berlaku. Jika dihapus, pengaturan sebelumnya tetap dipakai setelah tanggal itu.',
  deleteYes: 'Ya, hapus',
  deleted: (day: string) => `PPN mulai ${dayText(day)} dihapus`,
} as const

export const BRANCH_PRICE_UI = {
  title: 'Pengaturan per cabang',
  intro:
    'Berapa lama harga pada konfirmasi berlaku, diskon tambahan paling besar yang boleh diberikan staf per baris, setelah berapa hari sisa pesanan yang masih terbuka ditandai Lama, dan setelah berapa hari pengiriman yang belum dikonfirmasi toko dianggap diterima.',
  list: 'Pengaturan harga per cabang',
  columns: {
    branch: 'Cabang',
    days: 'Harga berlaku (hari)',
    cap: 'Maks. diskon tambahan (%)',
    flagDays: 'Sisa pesanan lama (hari)',
    autoReceiptDays: 'Terima otomatis (hari)',
    actions: 'Aksi',
  },
  edit: 'Ubah',
  editLabel: (code: string) => `Ubah harga cabang ${code}`,
  editTitle: (code: string) => `Ubah Harga Cabang ${code}`,
  daysField: 'Harga berlaku (hari)',
  daysHint: 'Jumlah hari harga pada konfirmasi berlaku, 1–90.',
  capField: 'Maks. diskon tambahan (%)',
  capHint: 'Diskon tambahan per baris yang boleh diberikan staf; 0 berarti tidak boleh.',
  flagDaysField: 'Tandai sisa pesanan lama setelah (hari)',
  flagDaysHint: 'Sisa pesanan yang masih terbuka lebih lama dari ini ditandai Lama, 1–365.',
  autoReceiptDaysField: 'Anggap diterima setelah (hari)',
  autoReceiptDaysHint: 'Pengiriman yang belum dikonfirmasi toko dianggap diterima setelah sekian hari, 1–30.',
  summary: (days: number, cap: string, flagDays: number, autoReceiptDays: number) =>
    `Harga berlaku ${days} hari · maks. diskon tambahan ${cap}% · sisa pesanan lama setelah ${flagDays} hari · dianggap diterima setelah ${autoReceiptDays} hari`,
  saved: (code: string) => `Pengaturan harga cabang ${code} disimpan`,
  inactive: 'Nonaktif',
} as const
