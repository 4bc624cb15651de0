// 'Map Kolom Manual' for an onboarding file: one dropdown per template column, each listing the
// file's headers by column index, or none (-1). The server reads the mapping as a JSON object.
import { ONBOARDING_COLUMNS, type OnboardingColumn, type OnboardingMapping } from '#common/onboarding.ts'
import { type ColumnOption, columnLetter } from '#web/lib/file-import/columns.ts'
import { NO_COLUMN } from '#web/lib/file-import/messages.ts'

/** Every template column with its index in the file; -1 where the file has none. */
export type FullMapping = Record<OnboardingColumn, number>

/** What each template column holds, in the screen's words. */
export const COLUMN_LABELS: Record<OnboardingColumn, string> = {
  branch_code: 'Kode Cabang',
  ibs_cust_code: 'Kode IBS',
  store_name: 'Nama Toko',
  store_description: 'Deskripsi Toko',
  username: 'Username',
  first_name: 'Nama Depan',
  last_name: 'Nama Belakang',
  mobile: 'No. HP',
  email: 'Email',
  price_group: 'Grup Harga',
  npwp: 'NPWP',
  address: 'Alamat',
}

/** '-- tidak ada --' first, then each header with its column letter (names repeat in DMS exports). */
export function columnOptions(headers: readonly string[]): ColumnOption[] {
  return [
    { value: '-1', label: NO_COLUMN },
    ...headers.map((header, index) => ({ value: String(index), label: `${columnLetter(index)}: ${header.trim() || 'Kolom'}` })),
  ]
}

/** The server's mapping as the dropdowns show it: every column, -1 where it named none. */
export function fullMapping(mapping: Readonly<Record<string, number>> | OnboardingMapping): FullMapping {
  const entries = ONBOARDING_COLUMNS.map((column) => {
    const index = (mapping as Record<string, number | undefined>)[column]
    return [column, typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : -1] as const
  })
  return Object.fromEntries(entries) as FullMapping
}

/**
 * One dropdown's new value. A file column feeds one template column only (the server refuses a
 * column mapped twice), so a column taken from another field leaves that field without one.
 * Anything that is not a whole number leaves the mapping as it was.
 */
export function changeMapping(mapping: FullMapping, column: OnboardingColumn, value: string): FullMapping {
  const index = Number.parseInt(value, 10)
  if (!Number.isInteger(index) || index < -1) return mapping
  const next = { ...mapping, [column]: index }
  if (index >= 0) {
    for (const other of ONBOARDING_COLUMNS) if (other !== column && next[other] === index) next[other] = -1
  }
  return next
}
