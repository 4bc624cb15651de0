// The catalogue's texts of product.md §2.5–§2.7 and §8.3, in one place.
import { ERROR_CODES } from '#common/errors.ts'
import { formatNumber } from '#common/format.ts'
import { ApiError } from '#web/api/client.ts'

export const SEARCH_PLACEHOLDER = 'Cari Part No / Nama…'
export const SEARCH_TOO_SHORT_HINT = 'Ketik minimal 3 karakter untuk mulai mencari.'
export const EMPTY_LIST_TEXT = 'Tidak ada produk yang cocok.'
export const NAME_SEARCH_LABEL = 'Cari di Nama juga'

/** A part-number search found nothing, but the same word finds parts by name. */
export function nameMatchesText(q: string, total: number, capped: boolean): string {
  const count = `${formatNumber(total)}${capped ? '+' : ''}`
  return `Tidak ada Part No yang cocok dengan "${q.trim()}", tetapi ${count} produk cocok dengan namanya.`
}
export const LOAD_FAILED_TEXT = 'Gagal memuat produk'
const NOT_FOUND_TEXT = 'Produk tidak ditemukan'
export const OSC_FAILED_TEXT = 'Gagal memuat data OSC'
export const RETRY_LABEL = 'Refresh...'
export const NAME_ALSO_LABEL = '+ Nama'
export const SEE_ALL_LABEL = 'Lihat Semua Produk'
export const ONLY_AVAILABLE_LABEL = 'Hanya Yang Ada'

/** product.md §5.2: `123` and `*123*` contain, `*123` ends with, `123*` starts with. */
export const SEARCH_PATTERNS: readonly { pattern: string; meaning: string }[] = [
  { pattern: '123', meaning: 'mengandung 123' },
  { pattern: '*123', meaning: 'diakhiri 123' },
  { pattern: '123*', meaning: 'diawali 123' },
  { pattern: '*123*', meaning: 'mengandung 123' },
]

/** Product list errors: the server's detail string, else product.md §8.3's fallback. */
export function listErrorText(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : LOAD_FAILED_TEXT
}

/** Product detail errors: 404 (or a not-found code) reads 'Produk tidak ditemukan'. */
export function detailErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.code === ERROR_CODES.NOT_FOUND)) return NOT_FOUND_TEXT
  return LOAD_FAILED_TEXT
}
