// The report's own words (product.md §2.15, §8.3).

import type { Role } from '#common/roles.ts'
import { ApiError } from '#web/api/client.ts'

export const REPORT_TITLE = { seller: 'Laporan Staff', user: 'Laporan User', admin: 'Laporan Cabang' } as const
export const EMPTY_TEXT = 'Tidak ada data.'
export const ALL_BRANCHES_LABEL = 'Semua cabang'
export const TIMELINE_PLACEHOLDER = 'Masukkan No. Transaksi lalu klik “Lihat”.'
export const TIMELINE_NOT_FOUND = 'No. Transaksi tidak ditemukan.'

/**
 * The banner of a failed load: staff read the server's words after the status, buyers the status
 * alone; anything that never reached the server says what it was, or the plain sentence.
 */
export function reportErrorText(role: Role, error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    if (role === 'user') return `Gagal memuat laporan (${error.status})`
    return `Gagal memuat laporan (${error.status}). ${error.detail}`.trim()
  }
  const message = error instanceof Error ? error.message : ''
  return message || 'Gagal memuat laporan.'
}
