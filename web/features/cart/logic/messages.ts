// The cart screen's words. Spec texts (product.md §2.8, §5, §8) verbatim; the rest chosen for workshops.
export const CART_TITLE = 'Keranjang'
export const EMPTY_TITLE = 'Keranjang Anda masih kosong'
export const EMPTY_HINT = 'Cari part di katalog lalu tambahkan ke keranjang.'
export const START_SHOPPING = 'Mulai Belanja'
export const LOAD_ERROR = 'Gagal memuat keranjang'
export const RETRY = 'Coba lagi'

export const NOTE_COUNTER = 'Maks 100 karakter'
/** The estimate leaves discount and tax (PPN) to the dealer (product.md §2.8). */
export const ESTIMATE_EXCLUDES = 'Estimasi belum termasuk diskon dan PPN'

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
