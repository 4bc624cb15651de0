// The words of 'Tanya Part''s screens beside the ones product.md §14.4 gives (common/part-request-rules.ts).
import { formatDateTime } from '#common/format.ts'
import { PART_REQUEST_TEXT } from '#common/part-requests.ts'
import type { PhotoPickerText } from '#web/components/photo-picker.tsx'

export const REQUEST_UI = {
  userIntro: 'Part yang tidak ketemu di katalog? Tanyakan ke cabang dengan data kendaraan dan foto.',
  sellerIntro: 'Pertanyaan part dari toko cabang Anda. Cari part di katalog lalu kirim jawaban.',
  newRequest: 'Tanya Part Baru',
  state: 'Status',
  store: 'Toko',
  storePlaceholder: 'Nama atau kode toko',
  listLabel: 'Daftar Tanya Part',
  failed: 'Gagal memuat Tanya Part.',
  loadFailed: 'Gagal memuat permintaan.',
  retry: 'Coba lagi',
  vehicle: (model: string, year: number) => `${model} ${year}`,
  qty: (n: number) => `Jumlah: ${n}`,
  vin: 'Nomor rangka',
  photoCount: (n: number) => `${n} foto`,
  asked: 'Ditanyakan',
  thread: 'Percakapan',
  noAnswer: 'Belum ada jawaban dari cabang.',
  fromBranch: 'Part dari cabang',
  openCart: 'Buka Keranjang',
  back: 'Kembali',
  searchPart: 'No. part atau nama part',
  noPartFound: 'Part tidak ditemukan di katalog.',
  addLine: 'Tambah',
  removeLine: (partNo: string) => `Hapus ${partNo}`,
  lineQty: (partNo: string) => `Jumlah ${partNo}`,
  lineNote: (partNo: string) => `Catatan ${partNo}`,
  notePlaceholder: 'Catatan (opsional)',
  answerLines: 'Part jawaban',
  messagePlaceholder: 'Pesan untuk pembeli (opsional bila ada part)',
  replyPlaceholder: 'Tulis pesan untuk cabang',
  closeAsk: 'Tutup permintaan ini? Setelah ditutup tidak bisa dijawab atau dibalas lagi.',
  closeYes: 'Ya, Tutup',
  cancel: 'Batal',
  skipped: (parts: string) => `Tidak ditambahkan: ${parts}`,
  when: (iso: string) => formatDateTime(iso),
  photoAlt: (n: number) => `Foto part ke-${n}`,
}

export const PHOTO_TEXT: PhotoPickerText = {
  label: PART_REQUEST_TEXT.photos,
  size: PART_REQUEST_TEXT.photoSize,
  add: 'Tambah Foto',
  hint: 'JPG, PNG atau WebP, maks 2 MB per foto',
  uploading: 'Mengunggah foto…',
  alt: REQUEST_UI.photoAlt,
  remove: (n) => `Hapus foto ke-${n}`,
}
