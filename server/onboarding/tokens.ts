import { createHash, randomBytes } from 'node:crypto'
import { ONBOARDING_COLUMNS, ONBOARDING_TOKEN_MINUTES } from '#common/onboarding.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { OnboardingActor, PlannedRow } from './plan'
import * as q from './queries'
import type { RawRow } from './rows'
import { type CheckedRow, checkRow } from './rules'

// The token between a check and its commit: 24 random bytes the caller holds, their SHA-256 in
// the database beside the file's rows as read and the reason of each row the check refused. Only
// its author, in the same area, may commit it, once, within 30 minutes.

interface StoredRows {
  rows: Array<{ no: number; cells: string[]; reason: string | null }>
}
export type StoredToken = StoredRows & { fileName: string }

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const DAY_MS = 86_400_000
/** PostgreSQL's lock_not_available: FOR UPDATE NOWAIT met a commit of the same token. */
const LOCK_NOT_AVAILABLE = '55P03'

const alreadyCommitted = () =>
  new AppError(409, 'ONBOARDING_ALREADY_COMMITTED', 'Impor ini sudah disimpan. Kata sandi awal hanya ditampilkan sekali.')
/** A second submit while the first is still writing. */
export const beingCommitted = () =>
  new AppError(409, 'ONBOARDING_ALREADY_COMMITTED', 'Impor ini sedang disimpan. Tunggu hasilnya di layar pertama.')

export async function issueToken(
  db: Db,
  input: { actor: OnboardingActor; fileName: string; raw: RawRow[]; planned: PlannedRow[]; now: Date },
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const stored: StoredRows = {
    rows: input.raw.map((row, i) => ({
      no: row.no,
      cells: ONBOARDING_COLUMNS.map((c) => row.cells[c]),
      reason: input.planned[i].reasons.length > 0 ? input.planned[i].reasons.join('\n') : null,
    })),
  }
  await q.pruneTokens(db, new Date(input.now.getTime() - DAY_MS))
  await q.insertToken(db, {
    hash: hashToken(token),
    userId: input.actor.userId,
    area: input.actor.area,
    fileName: input.fileName.slice(0, 200),
    payload: JSON.stringify(stored),
    at: input.now,
    expiresAt: new Date(input.now.getTime() + ONBOARDING_TOKEN_MINUTES * 60_000),
  })
  return token
}

/**
 * The caller's own token of this area, not used and not expired, with its rows. With `lock` it is
 * held until the transaction ends; a commit of it already running elsewhere is a 409 at once
 * (waiting for it could outlast the statement timeout).
 */
export async function readUsableToken(
  executor: Db,
  input: { actor: OnboardingActor; hash: string; now: Date; lock: boolean },
): Promise<StoredToken> {
  let row: q.TokenRow | undefined
  try {
    row = await q.findToken(executor, input.hash, input.actor.userId, input.actor.area, input.lock)
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw beingCommitted()
    throw error
  }
  if (!row) throw new AppError(404, 'ONBOARDING_TOKEN_INVALID', 'Data impor tidak ditemukan. Periksa file lagi.')
  if (row.used_at || row.payload === null) throw alreadyCommitted()
  if (new Date(row.expires_at) <= input.now)
    throw new AppError(410, 'ONBOARDING_TOKEN_EXPIRED', 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.')
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as StoredRows
  return { rows: payload.rows, fileName: row.file_name }
}

/**
 * The token's rows checked again: those the check accepted (to plan again), and those it left out,
 * kept out with the reasons the preview gave (a row is never written unless it was shown as valid).
 */
export function restoreRows(stored: StoredRows, actor: OnboardingActor): { valid: CheckedRow[]; leftOut: PlannedRow[] } {
  const valid: CheckedRow[] = []
  const leftOut: PlannedRow[] = []
  for (const row of stored.rows) {
    const cells = Object.fromEntries(ONBOARDING_COLUMNS.map((c, i) => [c, row.cells[i] ?? ''])) as RawRow['cells']
    const checked = checkRow({ no: row.no, cells })
    if (row.reason === null) {
      valid.push(checked)
      continue
    }
    const ownBranch = actor.area === 'seller' && checked.branchCode === '' ? actor.branch : null
    leftOut.push({ ...checked, branch: ownBranch, reasons: row.reason.split('\n'), storeAction: null, userAction: null })
  }
  return { valid, leftOut }
}
