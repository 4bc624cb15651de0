// 'Harga untuk toko …' (docs/product.md §10.10): staff may see the catalogue at the prices of one
// store of their branch, for an order taken on the phone. The store rides in the address (?toko=),
// so back and forward, a reload and a link to the detail keep it; buyers' screens never read it
// (a buyer sees his own store's prices, and the server refuses any other).
import { LIST_SEARCH_MIN } from '#common/search.ts'

export const PRICE_STORE_PARAM = 'toko'
/** How many stores the picker offers for a search (the server allows up to 100). */
export const PRICE_STORE_CHOICES = 20

export const PRICE_STORE_TEXT = {
  label: 'Harga untuk toko',
  placeholder: 'Cari kode atau nama toko…',
  shownFor: (name: string) => `Harga untuk toko ${name}`,
  clear: 'Harga daftar',
  listPrices: 'Harga daftar cabang. Pilih toko untuk melihat harganya.',
  nothingFound: 'Tidak ada toko yang cocok',
  loadFailed: 'Gagal memuat toko',
  notFound: 'Toko tidak ditemukan',
} as const

/** The store id an address names: digits only, 1 and up; anything else is no store. */
export function priceStoreOf(search: URLSearchParams | string): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const raw = params.get(PRICE_STORE_PARAM) ?? ''
  if (!/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** `params` with the store set (or removed for null), the other parameters (say ?debug=1) kept. */
export function withPriceStore(params: URLSearchParams, storeId: number | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (storeId === null) next.delete(PRICE_STORE_PARAM)
  else next.set(PRICE_STORE_PARAM, String(storeId))
  return next
}

/** A link that keeps the store: the detail opened from the list shows the same store's price. */
export function hrefWithPriceStore(path: string, storeId: number | null): string {
  return storeId === null ? path : `${path}?${PRICE_STORE_PARAM}=${storeId}`
}

/** The text the server searches the stores by: trimmed, and nothing while it is too short to apply. */
export function storeSearchOf(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed.length >= LIST_SEARCH_MIN ? trimmed : undefined
}
