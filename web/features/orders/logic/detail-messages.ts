// The order detail's words (product.md §2.11, §8.3). product.md's texts verbatim; the rest chosen for workshops.
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'

export const DETAIL_TITLE = 'Detail Pesanan'
export const INVALID_ID = 'ID tidak valid'
export const NO_LINES = 'Tidak ada data'
export const BACK = 'Kembali'

export const OSC_LOADING = 'Memuat Data Ketersediaan (OSC)'
export const OSC_SKIP = 'Lanjut tanpa OSC?'
export const OSC_FAILED = 'Gagal memuat data OSC'
export const OSC_UNAVAILABLE = 'Data OSC tidak tersedia'

export const SEND_CONFIRMATION = 'Kirim Konfirmasi'
export const CONFIRMATION_SENT = 'Konfirmasi terkirim ke pembeli'
export const CONFLICT_TITLE = 'Beberapa qty melebihi ketersediaan OSC'
export const CONFLICT_TEXT = 'Silakan revisi atau lanjutkan apa adanya'
export const CONFLICT_BACK = 'Kembali'
export const CONFLICT_REVISE = 'Revisi & Kirim'
export const CONFLICT_PROCEED = 'Lanjut Saja'

export const LANJUT_PESAN = 'Lanjut Pesan'
export const LANJUT_DONE = 'Pesanan dilanjutkan. Status: Dipesan'
export const REVIEW_TITLE = 'Periksa pesanan'
export const REVIEW_TEXT = 'Setelah dipesan, pesanan tidak dapat dibatalkan dari portal; pembatalan hanya melalui staff DIPO.'
export const REVIEW_ORDERED = 'Part yang dipesan'
export const REVIEW_NOTHING = 'Isi Qty Dipesan minimal satu part, atau batalkan pesanan.'
export const ORDER_NOW = 'Pesan Sekarang'
export const reviewLeftOut = (partNos: string[]) => `Tidak dipesan (Qty Dipesan 0): ${partNos.join(', ')}`
export const BATAL_PESAN = 'Batal Pesan'
export const PESAN_LAGI = 'Pesan Lagi'
export const pesanLagiErrorText = (error: unknown) => `Gagal pesan lagi: ${errorDetail(error)}`
export const BATAL_CONFIRM_TITLE = 'Batalkan pesanan ini?'
export const BATAL_CONFIRM_YES = 'Ya, Batalkan'
export const BATAL_DONE = 'Pesanan dibatalkan'

export const PERBARUI_HARGA = 'Perbarui Harga'
export const PERBARUI_DONE = 'Harga diperbarui. Pembeli diberi tahu.'
export const perbaruiErrorText = (error: unknown) => `Gagal memperbarui harga: ${errorDetail(error)}`
/** The server's words for 409 QUOTE_EXPIRED (server/orders/quote.ts), shown before the buyer presses. */
export const QUOTE_EXPIRED_TEXT = 'Penawaran sudah kedaluwarsa. Minta staff memperbarui harga.'
export const quoteExpiredStaffText = (validUntil: string) =>
  `Harga penawaran berlaku s.d. ${validUntil} dan sudah lewat: pembeli tidak dapat melanjutkan pesanan. Tekan ${PERBARUI_HARGA} untuk menghitung ulang dengan harga hari ini.`
export const EXTRA_DISCOUNT_LABEL = 'Diskon tambahan (%)'

export const EXPORT = 'Export'
export const EXPORT_AGAIN = 'Unduh Ulang'
export const EXPORT_EMPTY = 'Tidak ada baris untuk diexport.'
export const PRINT = 'Cetak'

export const NOTE_COUNTER = 'Maks 100 karakter'
export const HINT_INDENT = '± 3 minggu'
export const HINT_KOSONG = '± 1 bulan'

/** Toasts on the order page stay 3.5 s (product.md §9). */
export const TOAST_MS = 3500

/** The '...' of product.md §8.3's failure texts: the server's words, else the HTTP status. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof Error) return error.message
  return String(error)
}

export function batalConfirmText(invoice: string): string {
  return `Pesanan ${invoice} akan dibatalkan dan tidak dapat dilanjutkan lagi.`
}

export function exportDone(fileName: string): string {
  return `File ${fileName} diunduh`
}

export const kirimErrorText = (error: unknown) => `Gagal kirim konfirmasi: ${errorDetail(error)}`
export const resendErrorText = (error: unknown) => `Gagal kirim ulang (revise/proceed): ${errorDetail(error)}`
export const batalErrorText = (error: unknown) => `Gagal membatalkan: ${errorDetail(error)}`

/** 422 QTY_ORDERED_EXCEEDS_CONFIRMED names the lines: 'Beberapa qty_ordered melebihi qty_confirmed: #12, #13'. */
export function lanjutErrorText(error: unknown): string {
  const violations = error instanceof ApiError ? error.body?.violations : undefined
  if (
    error instanceof ApiError &&
    error.status === 422 &&
    error.code === ERROR_CODES.QTY_ORDERED_EXCEEDS_CONFIRMED &&
    Array.isArray(violations)
  ) {
    const ids = violations.map((v) => `#${(v as { order_detail_id?: unknown }).order_detail_id}`)
    return `Beberapa qty_ordered melebihi qty_confirmed: ${ids.join(', ')}`
  }
  return `Gagal lanjut pesan: ${errorDetail(error)}`
}

/** 'Gagal export (HTTP 500) Server bermasalah'; the server's words when it sent some. */
export function exportErrorText(status: number, detail: string): string {
  return `Gagal export (HTTP ${status})${detail ? ` ${detail}` : ''}`
}

/** product.md §8.3: a detail that fails to load shows the HTTP status text; a 404 the server's words. */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return error.detail || 'Pesanan tidak ditemukan'
    return error.statusText || error.detail || `HTTP ${error.status}`
  }
  return errorDetail(error)
}

/** Kirim with a status that contradicts its quantity: the lines to fix. */
export const statusMismatchText = (partNos: string[]) =>
  `Status tidak sesuai qty konfirmasi: ${partNos.join(', ')}. Perbaiki status atau qty.`

/** Kirim with an extra discount the server would refuse: the lines to fix. */
export const extraProblemText = (partNos: string[]) =>
  `Diskon tambahan tidak valid: ${partNos.join(', ')}. Perbaiki sebelum mengirim.`

/** Leaving the order with changes not yet sent (product.md §2.11). */
export const LEAVE_UNSENT =
  'Perubahan pada pesanan ini belum dikirim. Jika halaman ini ditinggalkan, perubahan tersebut hilang. Tetap tinggalkan halaman?'
