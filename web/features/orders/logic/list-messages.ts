// The order lists' texts (product.md §2.10, §8.3), in one place.
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { ApiError } from '#web/api/client.ts'

export const EMPTY_NO_STATUS_TEXT = 'Pilih status untuk menampilkan data'
export const EMPTY_TEXT = 'Tidak ada data'
export const LOAD_FAILED_TEXT = 'Gagal memuat data'
export const NEW_ORDER_LABEL = 'Buat Pesanan Baru'
export const RESET_ALL_LABEL = 'Reset semua'
export const CLOSE_FILTER_LABEL = 'Tutup'
export const FILTER_LABEL = 'Filter'
export const SEARCH_LABEL = 'Cari pesanan'
export const SEARCH_PLACEHOLDER = 'Cari No. Transaksi, pembuat, toko, keterangan…'
/** A Diproses order's fulfilment (product.md §13.4): its badge and its filter. */
export const FULFILMENT_FILTER_LABEL = DELIVERY_TEXT.title
export const FULFILMENT_ANY_LABEL = 'Semua'

export const MENU_VIEW = 'Lihat detail'
export const MENU_NEW_TAB = 'Buka di tab baru'
export const MENU_COPY = 'Salin No. Transaksi'
export const COPIED_TEXT = 'No. Transaksi disalin'
export const COPY_FAILED_TEXT = 'Gagal menyalin No. Transaksi'

/** 'Gagal memuat: <server detail>', or 'Gagal memuat: Gagal memuat data' when it said nothing. */
export function loadErrorText(error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : ''
  return `Gagal memuat: ${detail || LOAD_FAILED_TEXT}`
}
