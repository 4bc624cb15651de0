import { IMPORT_HEADER_SEARCH_ROWS } from '#common/import-rules.ts'
import { ONBOARDING_COLUMNS, type OnboardingColumn, type OnboardingMapping } from '#common/onboarding.ts'
import type { Cell, SheetRows } from '../imports'

// From a parsed sheet to the rows of a customer file: find the header (the template's names, or
// the names a DMS export uses for them), apply the mapping the screen sent when it was not
// recognised, and read each row's twelve texts. Which of them are right is rules.ts's job.

/** Each column's index in the file; -1: not in the file. */
export type Columns = Record<OnboardingColumn, number>

/** A data row as read: its line in the file and its texts, trimmed ('' when empty). */
export interface RawRow {
  no: number
  cells: Record<OnboardingColumn, string>
}

// header names compared lowercased, without spaces or punctuation ('Kode IBS' is kodeibs)
const HEADER_NAMES: Record<OnboardingColumn, readonly string[]> = {
  branch_code: ['branchcode', 'kodecabang', 'kdcabang', 'cabang', 'branch', 'kodebranch'],
  ibs_cust_code: [
    'ibscustcode',
    'kodeibs',
    'ibscode',
    'kodeibstoko',
    'custcode',
    'customercode',
    'kodecustomer',
    'kodepelanggan',
    'kodetoko',
    'custid',
    'customerid',
  ],
  store_name: ['storename', 'namatoko', 'toko', 'customername', 'namacustomer', 'namapelanggan', 'namabengkel', 'store'],
  store_description: ['storedescription', 'deskripsitoko', 'deskripsi', 'description', 'keterangan'],
  username: ['username', 'usernamelogin', 'userid', 'namauser', 'user', 'login'],
  first_name: ['firstname', 'namadepan', 'nama', 'name'],
  last_name: ['lastname', 'namabelakang'],
  mobile: ['mobile', 'mobilephone', 'nohp', 'nomorhp', 'hp', 'handphone', 'nowa', 'nomorwa', 'whatsapp', 'wa'],
  email: ['email', 'emailaddress', 'alamatemail', 'surel'],
  price_group: ['pricegroup', 'grupharga', 'grup', 'kelompokharga', 'golonganharga', 'custgroup', 'customergroup'],
  npwp: ['npwp', 'nonpwp', 'nomornpwp', 'npwptoko', 'taxid', 'taxnumber'],
  // not 'alamatemail': that is the email's
  address: [
    'address',
    'alamat',
    'alamattoko',
    'alamatbengkel',
    'alamatpelanggan',
    'alamatlengkap',
    'storeaddress',
    'customeraddress',
  ],
}

const squash = (cell: Cell) =>
  String(cell ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** The template's own order: what a file without a recognised header is read as until mapped. */
export const TEMPLATE_COLUMNS: Columns = Object.fromEntries(ONBOARDING_COLUMNS.map((c, i) => [c, i])) as Columns

/** Where each column's name appears in a row of header names (-1 when it does not). */
function columnsNamed(names: string[]): Columns {
  const columns = {} as Columns
  const taken = new Set<number>()
  for (const column of ONBOARDING_COLUMNS) {
    const index = names.findIndex((name, i) => !taken.has(i) && HEADER_NAMES[column].includes(name))
    columns[column] = index
    if (index >= 0) taken.add(index)
  }
  return columns
}

/** The header is the first of the first 10 rows naming a store code column and a store name column. */
export function findHeader(sheet: SheetRows): { index: number; columns: Columns } | null {
  for (const [index, row] of sheet.rows.slice(0, IMPORT_HEADER_SEARCH_ROWS).entries()) {
    const columns = columnsNamed(row.cells.map(squash))
    if (columns.ibs_cust_code >= 0 && columns.store_name >= 0) return { index, columns }
  }
  return null
}

/**
 * The row holding the file's column names: the recognised header, else the first row that is
 * not empty (a DMS export always starts with its names; the screen shows them for mapping).
 */
export function headerIndexOf(sheet: SheetRows, found: { index: number } | null): number | null {
  if (found) return found.index
  const first = sheet.rows.findIndex((r) => r.cells.some((c) => c !== null && String(c).trim() !== ''))
  return first >= 0 && first < IMPORT_HEADER_SEARCH_ROWS ? first : null
}

/** The columns to read: the screen's mapping where it names a column, else the header's, else the template's. */
export function resolveColumns(found: Columns | null, manual: OnboardingMapping | undefined): Columns {
  const columns = { ...(found ?? TEMPLATE_COLUMNS) }
  for (const column of ONBOARDING_COLUMNS) {
    const index = manual?.[column]
    if (index !== undefined) columns[column] = index
  }
  return columns
}

/** Cell text PostgreSQL accepts: no NUL (an xlsx can smuggle one in), no broken surrogate pair, trimmed. */
export function cellText(cell: Cell | undefined): string {
  return String(cell ?? '')
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim()
}

/** The file's data rows (after the header, empty rows skipped), each column read where the mapping says. */
export function readRows(sheet: SheetRows, columns: Columns, headerIndex: number | null): RawRow[] {
  const rows: RawRow[] = []
  for (const [index, row] of sheet.rows.entries()) {
    if (headerIndex !== null && index <= headerIndex) continue
    if (row.cells.every((c) => c === null || String(c).trim() === '')) continue
    const cells = {} as Record<OnboardingColumn, string>
    for (const column of ONBOARDING_COLUMNS) {
      const at = columns[column]
      cells[column] = at >= 0 ? cellText(row.cells[at]) : ''
    }
    rows.push({ no: row.number, cells })
  }
  return rows
}

/** The names shown for the file's columns (the header row's texts, or 'Kolom n'). */
export function headersOf(sheet: SheetRows, headerIndex: number | null): string[] {
  const row = headerIndex === null ? undefined : sheet.rows[headerIndex]
  return (row?.cells ?? []).map((c, i) => (c === null || cellText(c) === '' ? `Kolom ${i + 1}` : cellText(c).slice(0, 60)))
}
