// Every text of the Feed Data screen in one place; the kinds', states' and sources' names are
// common/feeds.ts's, shared with the server's messages.
import { FEED_MAX_BYTES, type FeedJob } from '#common/feeds.ts'
import { formatNumber } from '#common/format.ts'

export const FEEDS_TITLE = 'Feed Data'

export const FEEDS_UI = {
  intro:
    'File malam dari sistem dealer: katalog dengan harga, stok per cabang, penggantian part, dan harga pelanggan; juga sinonim pencarian nama dari Admin Pusat. Setiap file menjadi satu job; baris yang salah ditolak dan dicatat.',
  upload: 'Unggah',
  chooseFile: 'Pilih file CSV',
  columns: 'Kolom',
  template: 'Unduh contoh file',
  templateFailed: 'Gagal mengunduh contoh file',
  uploading: 'Mengunggah…',
  queued: (id: number) => `Job #${id} masuk antrian`,
  history: 'Riwayat Job',
  allKinds: 'Semua jenis',
  allStates: 'Semua status',
  kind: 'Jenis',
  state: 'Status',
  from: 'Dari',
  to: 'Sampai',
  reset: 'Reset Filter',
  loadFailed: 'Gagal mengambil riwayat job',
  detailFailed: 'Gagal mengambil detail job',
  listLabel: 'Daftar job feed',
  open: (id: number) => `Lihat job #${id}`,
  detailTitle: (id: number) => `Job #${id}`,
  rejectsTitle: 'Baris ditolak',
  rejectsShown: (shown: number, total: number) => `Menampilkan ${formatNumber(shown)} dari ${formatNumber(total)} baris ditolak.`,
  noRejects: 'Tidak ada baris yang ditolak.',
  download: 'Unduh baris ditolak (CSV)',
  downloadFailed: 'Gagal mengunduh baris ditolak',
  retry: 'Jalankan ulang',
  retried: (id: number) => `Job #${id} masuk antrian`,
  sameAs: (id: number) => `File ini sama dengan job #${id} yang sudah dimuat: tidak ada yang berubah karenanya.`,
  retryOf: (id: number) => `Menjalankan ulang job #${id}.`,
  freshness: 'Muatan terakhir yang berhasil',
  neverLoaded: 'Belum pernah dimuat',
  branchStock: 'Stok per cabang',
  line: 'Baris',
  reason: 'Alasan',
  close: 'Tutup',
} as const

export const COLUMN_TITLES = {
  created: 'Masuk',
  kind: 'Jenis',
  file: 'File',
  source: 'Sumber',
  state: 'Status',
  result: 'Hasil',
} as const

export const UPLOAD_TEXT = {
  empty: 'File kosong.',
  tooLarge: `File lebih dari ${Math.round(FEED_MAX_BYTES / 1024 / 1024)} MB.`,
  notCsv: 'Pilih file CSV (.csv atau .txt).',
} as const

/** '248 ditambah, 0 diubah, 1.200 tidak berubah, 2 ditolak' */
export function countsText(job: Pick<FeedJob, 'added' | 'changed' | 'unchanged' | 'rejected'>): string {
  return `${formatNumber(job.added)} ditambah, ${formatNumber(job.changed)} diubah, ${formatNumber(job.unchanged)} tidak berubah, ${formatNumber(job.rejected)} ditolak`
}

/** What a job's row says of it besides its state: progress, counts, or why it failed. */
export function resultText(job: FeedJob): string {
  if (job.state === 'antrian') return 'Menunggu giliran'
  if (job.state === 'berjalan') return `Memuat… ${job.progress_percent}%`
  if (job.state === 'selesai') return countsText(job)
  return job.error ?? 'Gagal'
}

/** '1,2 MB', '340 KB' */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.round((bytes / 1024 / 1024) * 10) / 10).toString().replace('.', ',')} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** Why a chosen file is not sent, or null: the server checks again, by content. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_TEXT.empty
  if (file.size > FEED_MAX_BYTES) return UPLOAD_TEXT.tooLarge
  if (/\.(xlsx|xls|xlsm|zip|pdf|ods)$/i.test(file.name)) return UPLOAD_TEXT.notCsv
  return null
}
