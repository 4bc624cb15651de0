import { ACCOUNT_TEXT, checkNewUsername } from '#common/account-rules.ts'
import { ONBOARDING_REASONS, type STORE_ACTIONS, type USER_ACTIONS } from '#common/onboarding.ts'
import type { Role } from '#common/roles.ts'
import type { BranchRef } from '../http/guards'
import type { CheckedRow, StoreFields, UserFields } from './rules'

// What a checked file would do, decided without touching the database: the facts it needs (the
// branches, stores and usernames the file names) are read first, by the validate call and again
// inside the commit's transaction, and this function is run on both. A row is written whole or
// not at all; its store is new, already there, or renamed; its buyer is new or already there.

export type StoreAction = (typeof STORE_ACTIONS)[number]
export type UserAction = (typeof USER_ACTIONS)[number]

/** Who loads the file: head office names a branch per row; staff load their own branch only. */
export type OnboardingActor = { area: 'admin'; userId: number } | { area: 'seller'; userId: number; branch: BranchRef }

export interface BranchFact {
  id: number
  code: string
  is_active: boolean
}
export interface StoreFact {
  id: number
  code: string
  branch_id: number
  name: string
  description: string | null
  price_group: string | null
  npwp: string | null
  address: string | null
}
export interface UserFact {
  id: number
  username: string
  roles: Role[]
  store_id: number | null
}

/** What the database holds of the names in the file, by branch code, store code and username. */
export interface Facts {
  branches: Map<string, BranchFact>
  stores: Map<string, StoreFact>
  users: Map<string, UserFact>
}

export interface PlannedRow extends CheckedRow {
  branch: BranchRef | null
  storeAction: StoreAction | null
  userAction: UserAction | null
}

/** One store the valid rows write or find, with the data the file gives it. */
export interface StorePlan extends StoreFields {
  branch: BranchRef
  action: StoreAction
  existing: StoreFact | null
}

export interface Plan {
  rows: PlannedRow[]
  /** the stores of the valid rows, by code */
  stores: Map<string, StorePlan>
  /** the buyers to create, each with his row's store */
  newUsers: Array<{ no: number; user: UserFields; store: StorePlan }>
}

const MAX_LINES_NAMED = 5
const linesOf = (rows: CheckedRow[]) =>
  rows
    .slice(0, MAX_LINES_NAMED)
    .map((r) => r.no)
    .join(', ') + (rows.length > MAX_LINES_NAMED ? ', …' : '')

/** A code the file typed, fit to repeat in a reason: printable, short. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const shown = (code: string) => code.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 20)

function branchOf(row: CheckedRow, actor: OnboardingActor, facts: Facts, reasons: string[]): BranchRef | null {
  if (actor.area === 'seller') {
    if (row.branchCode === '' || row.branchCode === actor.branch.code) return actor.branch
    reasons.push(ONBOARDING_REASONS.otherBranch(actor.branch.code))
    return null
  }
  if (row.branchCode === '') {
    reasons.push(ONBOARDING_REASONS.branchRequired)
    return null
  }
  const branch = facts.branches.get(row.branchCode)
  if (!branch) reasons.push(ONBOARDING_REASONS.branchUnknown(shown(row.branchCode)))
  else if (!branch.is_active) reasons.push(ONBOARDING_REASONS.branchInactive(branch.code))
  return branch?.is_active ? { id: branch.id, code: branch.code } : null
}

function groupBy<T>(items: T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    if (k === null) continue
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** Rows naming one username twice, and rows of one store code that disagree on its data. */
function markFileDuplicates(rows: Array<CheckedRow & { branch: BranchRef | null }>, reasons: Map<number, string[]>): void {
  // a username the rules accept, even on a row with other faults: both rows meant the same account
  const byUsername = groupBy(rows, (r) => {
    const checked = checkNewUsername(r.raw.username)
    return r.raw.username !== '' && checked.ok ? checked.value : null
  })
  for (const group of byUsername.values()) {
    if (group.length < 2) continue
    for (const row of group) reasons.get(row.no)?.push(ONBOARDING_REASONS.usernameRepeated(linesOf(group)))
  }
  for (const group of groupBy(rows, (r) => r.store?.code ?? null).values()) {
    if (group.length < 2) continue
    const differs = (value: (r: CheckedRow & { branch: BranchRef | null }) => string | null) =>
      new Set(group.map(value).filter((v) => v !== null)).size > 1
    const what = [
      differs((r) => r.store?.name ?? null) ? 'nama toko' : null,
      // a row naming no branch is refused for that alone; it does not make the others disagree
      differs((r) => r.branch?.code ?? (r.branchCode || null)) ? 'cabang' : null,
      differs((r) => r.store?.description ?? null) ? 'deskripsi' : null,
      differs((r) => r.store?.price_group ?? null) ? 'grup harga' : null,
      differs((r) => r.store?.npwp ?? null) ? 'NPWP' : null,
      differs((r) => r.store?.address ?? null) ? 'alamat' : null,
    ].filter((w) => w !== null)
    if (what.length === 0) continue
    for (const row of group) reasons.get(row.no)?.push(ONBOARDING_REASONS.storeCodeConflict(what.join(' dan '), linesOf(group)))
  }
}

/** The fields a row may leave empty: an existing store then keeps its own. */
type OptionalStoreField = 'description' | 'price_group' | 'npwp' | 'address'

/** The action of a store the file names, from what the database holds of its code. */
function storeActionOf(store: StoreFields, existing: StoreFact | undefined): StoreAction {
  if (!existing) return 'baru'
  const keeps = (field: OptionalStoreField) => store[field] === null || store[field] === existing[field]
  const same = existing.name === store.name && keeps('description') && keeps('price_group') && keeps('npwp') && keeps('address')
  return same ? 'sudah ada' : 'diubah'
}

/** Rows of one code agree (or were marked): an optional field given on any of them is the store's. */
function optionalFieldsByCode(rows: CheckedRow[]): Map<string, Pick<StoreFields, OptionalStoreField>> {
  const byCode = new Map<string, Pick<StoreFields, OptionalStoreField>>()
  for (const row of rows) {
    if (!row.store) continue
    const known = byCode.get(row.store.code) ?? { description: null, price_group: null, npwp: null, address: null }
    byCode.set(row.store.code, {
      description: row.store.description || known.description,
      price_group: row.store.price_group ?? known.price_group,
      npwp: row.store.npwp ?? known.npwp,
      address: row.store.address ?? known.address,
    })
  }
  return byCode
}

/** The plan of a checked file for this actor, given what the database holds now. */
export function planRows(checked: CheckedRow[], actor: OnboardingActor, facts: Facts): Plan {
  const reasons = new Map(checked.map((row) => [row.no, [...row.reasons]]))
  const rows = checked.map((row) => ({ ...row, branch: branchOf(row, actor, facts, reasons.get(row.no) ?? []) }))
  markFileDuplicates(rows, reasons)
  const optional = optionalFieldsByCode(rows)

  const stores = new Map<string, StorePlan>()
  const planned: PlannedRow[] = []
  const newUsers: Plan['newUsers'] = []
  for (const row of rows) {
    const own = reasons.get(row.no) ?? []
    const existing = row.store ? facts.stores.get(row.store.code) : undefined
    if (existing && row.branch && existing.branch_id !== row.branch.id) own.push(ONBOARDING_REASONS.storeCodeOfOtherBranch)
    const known = row.user ? facts.users.get(row.user.username) : undefined
    const isHisBuyer =
      known !== undefined && existing !== undefined && known.store_id === existing.id && known.roles.includes('user')
    if (known && !isHisBuyer) own.push(ACCOUNT_TEXT.usernameTaken)
    if (own.length > 0 || !row.store || !row.branch || (row.hasUser && !row.user)) {
      planned.push({ ...row, reasons: own, storeAction: null, userAction: null })
      continue
    }
    let store = stores.get(row.store.code)
    if (!store) {
      const fields = { ...row.store, ...optional.get(row.store.code) }
      store = { ...fields, branch: row.branch, action: storeActionOf(fields, existing), existing: existing ?? null }
      stores.set(store.code, store)
    }
    const userAction: UserAction | null = row.user ? (known ? 'sudah ada' : 'baru') : null
    if (row.user && userAction === 'baru') newUsers.push({ no: row.no, user: row.user, store })
    planned.push({ ...row, reasons: own, storeAction: store.action, userAction })
  }
  return { rows: planned, stores, newUsers }
}
