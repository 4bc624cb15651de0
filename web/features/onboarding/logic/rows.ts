// The preview's rows: which are errors, what an action is called, and which page shows which rows.
// A file may hold tens of thousands of rows: the filter runs over all of them, the screen renders
// one page at a time.
import type { OnboardingRow, STORE_ACTIONS, USER_ACTIONS } from '#common/onboarding.ts'
import { formatNpwp } from '#common/store-rules.ts'

/** Rows on one page of the preview and of the result's lists. */
export const PAGE_SIZE = 100

export function isErrorRow(row: Pick<OnboardingRow, 'ok'>): boolean {
  return !row.ok
}

export function visibleRows<T extends Pick<OnboardingRow, 'ok'>>(rows: readonly T[], errorsOnly: boolean): readonly T[] {
  return errorsOnly ? rows.filter(isErrorRow) : rows
}

interface ActionView {
  label: string
  color: string
}

/** Words and a colour; colour is never the only signal. */
export const STORE_ACTION_VIEW: Record<(typeof STORE_ACTIONS)[number], ActionView> = {
  baru: { label: 'Toko baru', color: 'green' },
  'sudah ada': { label: 'Toko sudah ada', color: 'gray' },
  diubah: { label: 'Toko diubah', color: 'yellow' },
}

export const USER_ACTION_VIEW: Record<(typeof USER_ACTIONS)[number], ActionView> = {
  baru: { label: 'User baru', color: 'green' },
  'sudah ada': { label: 'User sudah ada', color: 'gray' },
}

/** A valid row naming no buyer: a store alone. */
export const STORE_ONLY: ActionView = { label: 'Tanpa user', color: 'gray' }
export const ROW_ERROR: ActionView = { label: 'Error', color: 'red' }

/**
 * A row's price group, NPWP and address in words ('Grup Harga BENGKEL-A · NPWP
 * 01.234.567.8-901.000 · Alamat Jl. Raya 1'), a refused one as the file wrote it; '' when the row
 * gives none.
 */
export function pricingText(row: Pick<OnboardingRow, 'price_group' | 'npwp' | 'address'>): string {
  const parts = [
    ...(row.price_group ? [`Grup Harga ${row.price_group}`] : []),
    ...(row.npwp ? [`NPWP ${formatNpwp(row.npwp)}`] : []),
    ...(row.address ? [`Alamat ${row.address}`] : []),
  ]
  return parts.join(' · ')
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The page asked for, kept inside 1..pages (a filter may leave fewer pages than before). */
export function clampPage(page: number, total: number, size = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, size))
}

export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE): readonly T[] {
  const start = (clampPage(page, rows.length, size) - 1) * size
  return rows.slice(start, start + size)
}
