import { IMPORT_HEADER_SEARCH_ROWS } from '#common/import-rules.ts'
import {
  ONBOARDING_MAX_ROWS,
  ONBOARDING_TEXT,
  type OnboardingCommitResponse,
  type OnboardingMapping,
  type OnboardingValidateResponse,
} from '#common/onboarding.ts'
import type { ScryptParams } from '../auth'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import { detectKind, readUpload } from '../imports'
import type { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { buildPasswordSheet, passwordSheetName } from './password-sheet'
import { generateOneTimePassword, hashOneTimePasswords } from './passwords'
import { type Facts, type OnboardingActor, type Plan, planRows } from './plan'
import { presentCommit, presentValidation } from './presenter'
import * as q from './queries'
import { findHeader, headerIndexOf, headersOf, readRows, resolveColumns } from './rows'
import { type CheckedRow, checkRow } from './rules'
import { beingCommitted, hashToken, issueToken, readUsableToken, restoreRows, type StoredToken } from './tokens'
import { RaceLost, type Secret, writePlan } from './write-plan'

export interface OnboardingDeps {
  db: Db
  clock: Clock
  /** the one scrypt gate of the process, shared with sign-in */
  gate: BoundedGate
  scrypt: ScryptParams
}

export interface ValidateInput {
  fileName: string
  bytes: Buffer
  mapping?: OnboardingMapping
}

const tooManyRows = () => new AppError(413, 'IMPORT_TOO_LARGE', ONBOARDING_TEXT.tooManyRows)
/** How long a commit waits for another one to finish (each wait is one short statement). */
const TURN_PATIENCE_MS = 120_000
const TURN_POLL_MS = 200

/** What the database holds of the branches, store codes and usernames the rows name. */
async function readFacts(db: Db, rows: CheckedRow[], actor: OnboardingActor, lock = false): Promise<Facts> {
  const usernames = rows.flatMap((r) => (r.user ? [r.user.username] : []))
  const codes = rows.flatMap((r) => (r.store ? [r.store.code] : []))
  const [branches, users] = await Promise.all([
    actor.area === 'admin'
      ? q.branchesByCode(
          db,
          rows.map((r) => r.branchCode),
        )
      : Promise.resolve(new Map()),
    q.usersByUsername(db, usernames),
  ])
  return { branches, users, stores: await q.storesByCode(db, codes, lock) }
}

const writesSomething = (plan: Plan) =>
  plan.newUsers.length > 0 || [...plan.stores.values()].some((s) => s.action !== 'sudah ada')

/**
 * One onboarding commit at a time. The lock is tried, not waited on: a wait longer than the
 * statement timeout would fail the commit, so a second commit asks again every 200 ms.
 */
async function waitForTurn(trx: Db): Promise<void> {
  const started = Date.now()
  while (!(await q.tryLockOnboarding(trx))) {
    if (Date.now() - started > TURN_PATIENCE_MS)
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Impor pelanggan lain sedang disimpan. Coba lagi sebentar.')
    await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS))
  }
}

/** Head office or branch staff signing up a file of existing customers: check, then commit once. */
export function createOnboardingService(deps: OnboardingDeps) {
  const { db, clock } = deps
  /** tokens being committed by this instance: a double click is answered at once, not hashed twice */
  const committing = new Set<string>()

  async function readFile(input: ValidateInput) {
    // room for a title above the header: more than that many rows is a file over the limit
    const maxRows = ONBOARDING_MAX_ROWS + IMPORT_HEADER_SEARCH_ROWS
    const sheet = await readUpload(detectKind(input.fileName, input.bytes), input.bytes, maxRows)
    if (sheet.truncated) throw tooManyRows()
    const header = findHeader(sheet)
    const headerIndex = headerIndexOf(sheet, header)
    const columns = resolveColumns(header?.columns ?? null, input.mapping)
    const rows = readRows(sheet, columns, headerIndex)
    if (rows.length > ONBOARDING_MAX_ROWS) throw tooManyRows()
    return { rows, columns, headers: headersOf(sheet, headerIndex), headerFound: header !== null }
  }

  async function validate(actor: OnboardingActor, input: ValidateInput): Promise<OnboardingValidateResponse> {
    const file = await readFile(input)
    const checked = file.rows.map(checkRow)
    const plan = planRows(checked, actor, await readFacts(db, checked, actor))
    const token = writesSomething(plan)
      ? await issueToken(db, { actor, fileName: input.fileName, raw: file.rows, planned: plan.rows, now: clock.now() })
      : null
    return presentValidation({ fileName: input.fileName, ...file, rows: plan.rows, stores: plan.stores.values(), token })
  }

  /** Fresh one-time passwords, hashed off the main thread, for the buyers not given one yet. */
  async function addSecrets(secrets: Map<string, Secret>, usernames: string[]): Promise<void> {
    const missing = usernames.filter((u) => !secrets.has(u))
    const passwords = missing.map(generateOneTimePassword)
    const hashes = await hashOneTimePasswords(passwords, deps)
    missing.forEach((username, i) => {
      secrets.set(username, { password: passwords[i], hash: hashes[i] })
    })
  }

  /** The re-check and every write, in one transaction; the token is used by it or not at all. */
  async function writeOnce(actor: OnboardingActor, hash: string, stored: StoredToken, secrets: Map<string, Secret>) {
    const valid = restoreRows(stored, actor).valid
    const at = clock.now()
    return db.transaction().execute(async (trx) => {
      await readUsableToken(trx, { actor, hash, now: at, lock: true })
      await waitForTurn(trx)
      const plan = planRows(valid, actor, await readFacts(trx, valid, actor, true))
      if (!writesSomething(plan))
        throw new AppError(422, 'ONBOARDING_NOTHING_VALID', 'Tidak ada baris yang dapat disimpan. Periksa file lagi.')
      await addSecrets(
        secrets,
        plan.newUsers.map((u) => u.user.username),
      )
      const passwords = await writePlan(trx, { plan, actor, secrets, fileName: stored.fileName, at })
      await q.markTokenUsed(trx, hash, at)
      return { plan, passwords, at }
    })
  }

  async function commitToken(actor: OnboardingActor, hash: string): Promise<OnboardingCommitResponse> {
    const stored = await readUsableToken(db, { actor, hash, now: clock.now(), lock: false })
    const { valid, leftOut } = restoreRows(stored, actor)
    // hashing 20,000 passwords takes seconds: done before the transaction, for the buyers the
    // plan would create now; the few that became new by the re-check are hashed inside it
    const secrets = new Map<string, Secret>()
    const expected = planRows(valid, actor, await readFacts(db, valid, actor))
    await addSecrets(
      secrets,
      expected.newUsers.map((u) => u.user.username),
    )
    for (let attempt = 1; ; attempt++) {
      try {
        const { plan, passwords, at } = await writeOnce(actor, hash, stored, secrets)
        const sheet = await buildPasswordSheet(passwords)
        return presentCommit({
          rows: [...leftOut, ...plan.rows].sort((a, b) => a.no - b.no),
          stores: [...plan.stores.values()],
          passwords,
          sheet: { base64: sheet.toString('base64'), fileName: passwordSheetName(at) },
        })
      } catch (error) {
        if (!(error instanceof RaceLost)) throw error
        if (attempt >= 2) throw new AppError(409, 'ONBOARDING_CHANGED', 'Data pelanggan berubah saat disimpan. Coba simpan lagi.')
      }
    }
  }

  async function commit(actor: OnboardingActor, token: string): Promise<OnboardingCommitResponse> {
    const hash = hashToken(token)
    if (committing.has(hash)) throw beingCommitted()
    committing.add(hash)
    try {
      return await commitToken(actor, hash)
    } finally {
      committing.delete(hash)
    }
  }

  return { validate, commit }
}

export type OnboardingService = ReturnType<typeof createOnboardingService>
