// The delivery screens' own words; the labels, limits and the server's sentences are
// common/delivery-rules.ts's.
import { formatDate, formatDateTime, formatNumber } from '#common/format.ts'
import { jakartaNoon } from '#common/jakarta-time.ts'
import { callFailure } from '#web/lib/call-failure.ts'

export const DELIVERY_UI = {
  part: 'Part',
  partNo: 'Part number',
  partName: 'Nama part',
  no: 'No',
  linesLabel: 'Pengiriman per part',
  listLabel: 'Daftar pengiriman',
  pieces: (n: number) => `${formatNumber(n)} pcs`,
  open: (n: number) => `Belum dikirim: ${formatNumber(n)}`,
  save: 'Simpan',
  cancel: 'Batal',
  qtyOf: (partNo: string) => `Jumlah ${partNo}`,
  order: 'Pesanan',
  store: 'Toko',
  recordedBy: 'Dicatat oleh',
  backToOrder: 'Kembali ke pesanan',
  print: 'Cetak',
  nameAndDate: 'Nama & tanggal',
  refused: 'Pengiriman tidak dicatat',
} as const

/** The receipt's and the 'Selisih' screens' own words beside common/receipt-rules.ts's RECEIPT_TEXT. */
export const RECEIPT_UI = {
  intro: 'Periksa barang yang datang, lalu isi jumlah yang diterima per part.',
  waiting: 'Belum dikonfirmasi diterima.',
  sent: 'Dikirim',
  hasDiscrepancy: 'Ada selisih',
  shortNeedsOne: 'Diterima kurang dari dikirim: selisih wajib diisi.',
  addPhoto: 'Tambah Foto',
  photoHint: 'JPG, PNG atau WebP, maks 2 MB',
  photoAlt: (partNo: string, n: number) => `Foto selisih ${partNo} ke-${n}`,
  removePhoto: (n: number) => `Hapus foto ke-${n}`,
  uploading: 'Mengunggah foto…',
  refused: 'Penerimaan tidak dicatat',
  fixFields: 'Periksa isian yang ditandai merah.',
  /** '22 Nov 2026, 10.00 WIB', as the other instants of the app */
  when: (at: string) => `${formatDateTime(at)} WIB`,
  receivedBy: 'Dikonfirmasi oleh',
  receivedAtLabel: 'Waktu',
  none: 'Semua part diterima lengkap.',
  state: 'Status',
  all: 'Semua',
  reportedAt: 'Dilaporkan',
  closedAt: 'Ditutup',
  listIntro: 'Selisih penerimaan yang dilaporkan toko: kurang, rusak atau salah part. Tutup tiap selisih dengan penyelesaiannya.',
  listLabel: 'Daftar selisih',
  columns: {
    part: 'Part',
    store: 'Toko',
    refs: 'Pesanan / Surat Jalan',
    qty: 'Kirim / Terima',
    what: 'Selisih',
    state: 'Status',
  },
  sentReceived: (sent: number, received: number) => `Dikirim ${formatNumber(sent)} · Diterima ${formatNumber(received)}`,
  failed: 'Gagal memuat daftar selisih',
  back: 'Kembali',
  closeFor: (partNo: string) => `Tutup selisih ${partNo}`,
  closeTold: 'Pembeli diberi tahu penyelesaiannya.',
} as const

/** '05 Agu 2026': a day as every other date of the app reads, day first. */
export const dayText = (day: string) => formatDate(jakartaNoon(day))

/** 'Dikirim · BUDI · B 1234 XYZ · resi JNE123': the way, as much of it as there is. */
export function wayText(d: { method_label: string; courier: string | null; plate: string | null; tracking: string | null }) {
  return [d.method_label, d.courier, d.plate, d.tracking ? `resi ${d.tracking}` : null].filter(Boolean).join(' · ')
}

/** What a refused delivery says: the server's own sentence, else 'Gagal (status)' or the network's. */
export const failureText = (error: unknown) => callFailure(error).message
