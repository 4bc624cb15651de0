// The cart screen's words. product.md's texts (§2.8, §5.3, §8.3) verbatim; the rest chosen for workshops.
export const CART_TITLE = 'Keranjang'
export const EMPTY_TITLE = 'Keranjang Anda masih kosong'
export const EMPTY_HINT = 'Cari part di katalog lalu tambahkan ke keranjang.'
export const START_SHOPPING = 'Mulai Belanja'
export const LOAD_ERROR = 'Gagal memuat keranjang'
export const RETRY = 'Coba lagi'

export const NOTE_COUNTER = 'Maks 100 karakter'
/**
 * What the figures hold (docs/product.md §10.10, §10.11): the store's own prices and the PPN as the
 * tax invoice counts it; the branch's confirmation fixes the final prices. The summary bar says
 * the first half in a line; the preview says it all.
 */
export const PRICES_INCLUDE = 'Sudah termasuk diskon toko Anda dan PPN.'
export const PRICE_NOTE =
  'Harga sudah termasuk diskon toko Anda. PPN dihitung seperti faktur pajak; harga final dikunci saat cabang mengonfirmasi.'
export const TOTALS_DETAIL = 'Rincian'

export const SEND_ESTIMATE = 'Kirim Estimasi'
export const PREVIEW_TITLE = 'Pratinjau Estimasi'
export const CHECKOUT_FAILED = 'Gagal memproses estimasi.'
export const CHECKOUT_NO_ID = 'Estimasi dibuat, namun order_id tidak ditemukan'

export const CLEAR_CART = 'Kosongkan Keranjang'
export const CLEAR_CONFIRM_TITLE = 'Kosongkan keranjang?'
export const REMOVE_CONFIRM_TITLE = 'Hapus item dari keranjang?'

export function checkoutDone(noTransaksi: unknown): string {
  return typeof noTransaksi === 'string' && noTransaksi ? `Estimasi ${noTransaksi} berhasil dibuat` : 'Estimasi berhasil dibuat'
}

export function clearConfirmText(count: number): string {
  return `Semua ${count} item akan dihapus dari keranjang. Tindakan ini tidak bisa dibatalkan.`
}

export function checkAllLabel(itemCount: number, limit: number): string {
  return itemCount > limit ? `Pilih ${limit} terbaru` : 'Pilih semua'
}
