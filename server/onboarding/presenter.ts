import type {
  OnboardingCommitResponse,
  OnboardingCounts,
  OnboardingPassword,
  OnboardingRow,
  OnboardingValidateResponse,
} from '#common/onboarding.ts'
import type { PlannedRow, StorePlan } from './plan'
import type { Columns } from './rows'
import { joinReasons } from './rules'

// The only way a planned row becomes an answer: the cleaned values where the rules accepted them,
// the file's own text (cut short) where they did not, so the preview shows what to correct.

const FILE_TEXT_MAX = 100
const fileText = (text: string) => text.slice(0, FILE_TEXT_MAX)

export function presentRow(row: PlannedRow): OnboardingRow {
  const reason = joinReasons(row.reasons)
  const user = row.user
  const name = user ? `${user.first_name} ${user.last_name}` : `${row.raw.first_name} ${row.raw.last_name}`
  return {
    no: row.no,
    branch_code: row.branch?.code ?? fileText(row.raw.branch_code),
    ibs_cust_code: row.store?.code ?? fileText(row.raw.ibs_cust_code),
    store_name: row.store?.name ?? fileText(row.raw.store_name),
    price_group: row.store ? (row.store.price_group ?? '') : fileText(row.raw.price_group),
    npwp: row.store ? (row.store.npwp ?? '') : fileText(row.raw.npwp),
    address: row.store ? (row.store.address ?? '') : fileText(row.raw.address),
    username: user?.username ?? fileText(row.raw.username),
    name: fileText(name.trim()),
    mobile: user ? (user.mobile ?? '') : fileText(row.raw.mobile),
    email: user ? (user.email ?? '') : fileText(row.raw.email),
    ok: reason === null,
    store_action: reason === null ? row.storeAction : null,
    user_action: reason === null ? row.userAction : null,
    reason,
  }
}

/** The counters of a plan's rows: rows, and the distinct stores and the buyers of the valid ones. */
export function countRows(rows: PlannedRow[], stores: Iterable<StorePlan>): OnboardingCounts {
  const valid = rows.filter((r) => r.reasons.length === 0)
  const storeList = [...stores]
  return {
    rows: rows.length,
    valid: valid.length,
    errors: rows.length - valid.length,
    stores_new: storeList.filter((s) => s.action === 'baru').length,
    stores_changed: storeList.filter((s) => s.action === 'diubah').length,
    stores_existing: storeList.filter((s) => s.action === 'sudah ada').length,
    users_new: valid.filter((r) => r.userAction === 'baru').length,
    users_existing: valid.filter((r) => r.userAction === 'sudah ada').length,
  }
}

export function presentValidation(input: {
  fileName: string
  headers: string[]
  headerFound: boolean
  columns: Columns
  rows: PlannedRow[]
  stores: Iterable<StorePlan>
  token: string | null
}): OnboardingValidateResponse {
  return {
    file: input.fileName,
    headers: input.headers,
    header_found: input.headerFound,
    mapping: { ...input.columns },
    rows: input.rows.map(presentRow),
    counts: countRows(input.rows, input.stores),
    token: input.token,
  }
}

export function presentCommit(input: {
  rows: PlannedRow[]
  stores: StorePlan[]
  passwords: OnboardingPassword[]
  sheet: { base64: string; fileName: string }
}): OnboardingCommitResponse {
  return {
    counts: countRows(input.rows, input.stores),
    skipped: input.rows.filter((r) => r.reasons.length > 0).map(presentRow),
    changed_stores: input.stores
      .filter((s) => s.action === 'diubah' && s.existing)
      .map((s) => ({ ibs_cust_code: s.code, old_name: s.existing?.name ?? '', new_name: s.name })),
    passwords: input.passwords,
    sheet_xlsx_base64: input.sheet.base64,
    sheet_file_name: input.sheet.fileName,
  }
}
